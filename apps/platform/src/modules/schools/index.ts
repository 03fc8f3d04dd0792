/** The schools module's one door: what other modules and the app may use of it. */
export { AROLLES_EDITOR, seedSecondDemoStaff } from './demo';
export type { SchoolRow, SiteLinks } from './links';
export { baseUrl, resultUrl, returnUrl, schoolByKey, schoolOfResort, siteLinks } from './links';
export type { SchoolInfo } from './lookup';
export { resortMeetingPoints, schoolInfo, schoolMeetingPoints, setSchoolSeason } from './lookup';
export { schoolOrigins } from './origins';
export { schoolsRoutes } from './routes';
export { addSchool, parseSchoolArgs, SchoolArgError } from './service';
