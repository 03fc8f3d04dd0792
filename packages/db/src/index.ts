export * from './connect';
export * as schema from './schema';
export { menus, pages, pageVersions, sites } from './schema';
