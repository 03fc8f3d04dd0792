export { RichTextSection as schema } from '@schuss/contracts';
export const type = 'richText' as const;
