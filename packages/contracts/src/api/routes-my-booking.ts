/** The customer's own booking: the route table's entries of this area, spread into routes.ts. */

import { ApiError } from '../common';
import {
  FamilyView,
  FindBookingRequest,
  FindBookingResponse,
  MyBookingParams,
  MyBookingQuery,
  MyBookingView,
  ParticipantNoteParams,
  ParticipantNoteRequest,
  ParticipantNoteResponse,
} from '../my-booking';
import * as paths from './paths-my-booking';
import { def, documentOf, type RouteDef } from './route-def';

/** The e-mailed link's answers: bad input, a link that does not work (guessed, altered or revoked), too many tries. */
const linkAnswers = { 400: ApiError, 404: ApiError, 429: ApiError };

export const myBookingRoutes = {
  myBooking: def(paths.myBooking, {
    tag: 'booking',
    summary: "The booking a personal link opens: lines by day, meeting points, participants, payments and refunds, the voucher's code",
    access: 'public',
    answer: 'json',
    params: MyBookingParams,
    query: MyBookingQuery,
    responses: { 200: MyBookingView, ...linkAnswers },
  }),
  myBookingCalendar: def(paths.myBookingCalendar, {
    tag: 'booking',
    summary: "The order's calendar file (text/calendar): each lesson day an event with its place and times in the resort's time zone",
    access: 'public',
    answer: 'calendar',
    params: MyBookingParams,
    query: MyBookingQuery,
    responses: { 200: documentOf('The iCalendar file, as an attachment', ['text/calendar']), ...linkAnswers },
  }),
  participantNote: def(paths.participantNote, {
    tag: 'booking',
    summary:
      "Saves what the instructor should know about a participant (allergies, health; empty removes it): a lesson of the link's paid order, booked and not over",
    access: 'public',
    answer: 'json',
    params: ParticipantNoteParams,
    body: ParticipantNoteRequest,
    responses: { 200: ParticipantNoteResponse, ...linkAnswers, 409: ApiError },
  }),
  familyChildren: def(paths.familyChildren, {
    tag: 'booking',
    summary: "A family link's children with the level advised for each (the widget proposes it when the family books again)",
    access: 'public',
    answer: 'json',
    params: MyBookingParams,
    query: MyBookingQuery,
    responses: { 200: FamilyView, ...linkAnswers },
  }),
  findBooking: def(paths.findBooking, {
    tag: 'booking',
    summary: "E-mails the booking's personal link when the order number and e-mail match; the same answer either way (rate limited)",
    access: 'public',
    answer: 'json',
    body: FindBookingRequest,
    responses: { 202: FindBookingResponse, 400: ApiError, 429: ApiError },
  }),
} satisfies Record<string, RouteDef>;
