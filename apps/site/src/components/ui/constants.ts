/** Constants of the UI primitives (spec §2 "Other", §9). */
export const CAROUSEL_INTERVAL_MS = 3000;
export const CAROUSEL_TRANSITION_MS = 240;
export const TOOLTIP_DELAY_MS = 200;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const RIPPLE_DURATION_MS = 960;
