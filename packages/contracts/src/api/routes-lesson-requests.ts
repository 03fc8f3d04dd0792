/** Private-lesson requests (issue 31, item 4): the route table's entries of this area, spread into routes.ts. */
import { BackofficeSiteParams } from '../backoffice';
import { ApiError } from '../common';
import {
  LessonRequestAccept,
  LessonRequestCreate,
  LessonRequestCreated,
  LessonRequestDecline,
  LessonRequestDetail,
  LessonRequestDetailQuery,
  LessonRequestLink,
  LessonRequestParams,
  LessonRequestsQuery,
  LessonRequestsResponse,
  LessonRequestTokenParams,
} from '../lesson-requests';
import * as paths from './paths-lesson-requests';
import { def, type RouteDef, staffRead, staffWrite } from './route-def';

export const lessonRequestRoutes = {
  lessonRequestCreate: def(paths.lessonRequestCreate, {
    tag: 'booking',
    summary:
      'Asks the office for a private lesson on a day no instructor is free: the product, day, time of day, participants and contact; an e-mail confirms it (rate limited per address)',
    access: 'public',
    answer: 'json',
    body: LessonRequestCreate,
    responses: { 201: LessonRequestCreated, 400: ApiError, 404: ApiError, 429: ApiError },
  }),
  lessonRequestLink: def(paths.lessonRequestLink, {
    tag: 'booking',
    summary: "An accepted request's payment link: the cart holding the lesson until it is paid (rate limited)",
    access: 'public',
    answer: 'json',
    params: LessonRequestTokenParams,
    responses: { 200: LessonRequestLink, 400: ApiError, 404: ApiError, 429: ApiError },
  }),
  boLessonRequests: def(paths.boLessonRequests, {
    tag: 'backoffice',
    summary: "The school's private-lesson requests, open ones or answered ones",
    access: 'staff',
    answer: 'json',
    params: BackofficeSiteParams,
    query: LessonRequestsQuery,
    responses: { 200: LessonRequestsResponse, ...staffRead },
  }),
  boLessonRequest: def(paths.boLessonRequest, {
    tag: 'backoffice',
    summary: 'A private-lesson request in full, with the hours of its day and the instructors qualified, available and free at each',
    access: 'staff',
    answer: 'json',
    params: LessonRequestParams,
    query: LessonRequestDetailQuery,
    responses: { 200: LessonRequestDetail, ...staffRead },
  }),
  boLessonRequestAccept: def(paths.boLessonRequestAccept, {
    tag: 'backoffice',
    summary:
      'Accepts a request with an instructor and an hour: checked by the planning rules (409 naming the instructor otherwise), the lesson held in a cart priced by the server for 48 h and its payment link e-mailed; audited',
    access: 'staff',
    answer: 'json',
    params: LessonRequestParams,
    body: LessonRequestAccept,
    responses: { 200: LessonRequestDetail, ...staffWrite },
  }),
  boLessonRequestDecline: def(paths.boLessonRequestDecline, {
    tag: 'backoffice',
    summary: 'Declines a request: the visitor is e-mailed in their language, nothing is charged; audited',
    access: 'staff',
    answer: 'json',
    params: LessonRequestParams,
    body: LessonRequestDecline,
    responses: { 200: LessonRequestDetail, ...staffWrite },
  }),
} satisfies Record<string, RouteDef>;
