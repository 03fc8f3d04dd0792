/** The editor-assets module's one door: what other modules and the app may use of it. */
export { editorAssetRoutes } from './routes';
