/** The schools module's one door: what other modules and the app may use of it. */
export { AROLLES_EDITOR, seedSecondDemoStaff } from './demo';
export type { SiteLinks, SiteRow } from './links';
export { baseUrl, resultUrl, returnUrl, siteByKey, siteLinks, siteOfResort } from './links';
export type { SiteInfo } from './lookup';
export { setSchoolSeason, siteInfo } from './lookup';
export { schoolOrigins } from './origins';
export { schoolsRoutes } from './routes';
export { addSchool, parseSchoolArgs, SchoolArgError } from './service';
