export * from './connect';
export * as schema from './schema';
export { menus, pages, pageVersions, searchDocuments, sites } from './schema';
