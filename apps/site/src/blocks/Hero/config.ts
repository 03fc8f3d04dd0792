export { HeroSection as schema } from '@schuss/contracts';
export const type = 'hero' as const;
