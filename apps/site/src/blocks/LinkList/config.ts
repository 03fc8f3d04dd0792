export { LinkListSection as schema } from '@schuss/contracts';
export const type = 'linkList' as const;
