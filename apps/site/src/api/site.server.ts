import 'server-only';
import { getSchool, type School } from './school.server';

/** The view model of a school's site in one language (the school of the request). */
export type SiteView = School;

/** The site of a request (`[host]` and `[lang]` route segments), or null: the not-found page. */
export const getSite = (host: string, segment: string): Promise<SiteView | null> => getSchool(host, segment);
