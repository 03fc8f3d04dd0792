export { WidgetSection as schema } from '@schuss/contracts';
export const type = 'widget' as const;
