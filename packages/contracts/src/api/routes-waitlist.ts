/** Waiting list of a full slot: the route table's entries of this area, spread into routes.ts. */

import { BackofficeSlotParams } from '../backoffice';
import { AddLineResponse } from '../booking';
import { ApiError } from '../common';
import {
  WaitlistClaimRequest,
  WaitlistEntryQuery,
  WaitlistEntryView,
  WaitlistJoinRequest,
  WaitlistJoinResponse,
  WaitlistResponse,
  WaitlistTokenParams,
} from '../waitlist';
import * as paths from './paths-waitlist';
import { def, type RouteDef, staffRead } from './route-def';

/** The e-mailed links' answers: bad input, a link that does not work, too many links that did not work. */
const linkAnswers = { 400: ApiError, 404: ApiError, 429: ApiError };

export const waitlistRoutes = {
  waitlistJoin: def(paths.waitlistJoin, {
    tag: 'booking',
    summary:
      'Leaves an e-mail on the waiting list of a full, open, upcoming slot (the same e-mail twice is one entry); rate limited per address',
    access: 'public',
    answer: 'json',
    body: WaitlistJoinRequest,
    responses: { 200: WaitlistJoinResponse, 201: WaitlistJoinResponse, 400: ApiError, 404: ApiError, 409: ApiError, 429: ApiError },
  }),
  waitlistEntry: def(paths.waitlistEntry, {
    tag: 'booking',
    summary: 'The waiting-list entry of an e-mailed link: its slot, places, and the offer when places are held for it (rate limited)',
    access: 'public',
    answer: 'json',
    params: WaitlistTokenParams,
    query: WaitlistEntryQuery,
    responses: { 200: WaitlistEntryView, ...linkAnswers },
  }),
  waitlistClaim: def(paths.waitlistClaim, {
    tag: 'booking',
    summary:
      'Turns the places held for a waiting-list offer into a cart line with its participants (no new take: the hold moves to the line)',
    access: 'public',
    answer: 'json',
    params: WaitlistTokenParams,
    body: WaitlistClaimRequest,
    responses: { 200: AddLineResponse, ...linkAnswers, 409: ApiError },
  }),
  waitlistLeave: def(paths.waitlistLeave, {
    tag: 'booking',
    summary: 'Leaves the waiting list from an e-mailed link; places held for it go to the next in line',
    access: 'public',
    answer: 'json',
    params: WaitlistTokenParams,
    query: WaitlistEntryQuery,
    responses: { 200: WaitlistEntryView, ...linkAnswers },
  }),
  boWaitlist: def(paths.boWaitlist, {
    tag: 'backoffice',
    summary: "A slot's waiting list: who, since when, places wanted, offered (until when, e-mail sent), taken, expired or left",
    access: 'staff',
    answer: 'json',
    params: BackofficeSlotParams,
    responses: { 200: WaitlistResponse, ...staffRead },
  }),
} satisfies Record<string, RouteDef>;
