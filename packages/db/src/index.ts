export * from './connect';
export * as schema from './schema';
export { menus, pages, pageVersions, searchDocuments, searchTitles, sites } from './schema';
