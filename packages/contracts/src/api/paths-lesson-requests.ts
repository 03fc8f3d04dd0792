// Private-lesson requests (issue 31, item 4): the visitor's request and payment link, the office's answer.
import { route } from './route-path';

export const lessonRequestCreate = /* @__PURE__ */ route('lessonRequestCreate', 'POST', '/api/booking/lesson-requests');
export const lessonRequestLink = /* @__PURE__ */ route('lessonRequestLink', 'GET', '/api/booking/lesson-requests/:token');
export const boLessonRequests = /* @__PURE__ */ route('boLessonRequests', 'GET', '/api/backoffice/sites/:site/lesson-requests');
export const boLessonRequest = /* @__PURE__ */ route('boLessonRequest', 'GET', '/api/backoffice/sites/:site/lesson-requests/:requestId');
export const boLessonRequestAccept = /* @__PURE__ */ route(
  'boLessonRequestAccept',
  'POST',
  '/api/backoffice/sites/:site/lesson-requests/:requestId/accept',
);
export const boLessonRequestDecline = /* @__PURE__ */ route(
  'boLessonRequestDecline',
  'POST',
  '/api/backoffice/sites/:site/lesson-requests/:requestId/decline',
);
