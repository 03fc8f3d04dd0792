/**
 * `@schuss/contracts/rules`: the rules every program applies — the platform, the site, the booking
 * widget, the editing tool and the back office — written once. No zod here (and none may be
 * imported: rules.test.ts checks), so the browser bundles take only what they use.
 */
export * from './affiliation';
export * from './analytics';
export * from './cart';
export * from './date-ranges';
export * from './dates';
export * from './levels';
export * from './limits';
export * from './links';
export * from './meeting-points';
export * from './money';
export * from './pricing';
export * from './text';
