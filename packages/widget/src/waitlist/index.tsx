/**
 * The third file (widget-msem-waitlist.js): the panels of links e-mailed to families (a waiting list's, a progress
 * card's family link) and a private lesson's instructor choice, loaded on demand by the
 * second file (waitlist/load.tsx), running on the main file's React and on the second file's booking form
 * (build.mjs maps both imports to their globals).
 */
import { WAITLIST_GLOBAL, type WaitlistPart } from '../shared';
import { Family } from './Family';
import { Instructors } from './Instructors';
import { LessonRequest } from './LessonRequest';
import { RequestLink } from './RequestLink';
import { WaitlistLink } from './WaitlistLink';

const part: WaitlistPart = { WaitlistLink, Family, RequestLink, LessonRequest, Instructors };
(window as unknown as Record<string, unknown>)[WAITLIST_GLOBAL] = part;
