// Back office, instructors (issue 31): profiles, availability by half-day, the school's rules for instructors' own changes.
import { route } from './route-path';

export const boInstructors = /* @__PURE__ */ route('boInstructors', 'GET', '/api/backoffice/sites/:site/instructors');
export const boInstructorCreate = /* @__PURE__ */ route('boInstructorCreate', 'POST', '/api/backoffice/sites/:site/instructors');
export const boInstructorSettings = /* @__PURE__ */ route(
  'boInstructorSettings',
  'PUT',
  '/api/backoffice/sites/:site/instructors/settings',
);
export const boAvailability = /* @__PURE__ */ route('boAvailability', 'GET', '/api/backoffice/sites/:site/instructors/availability');
export const boAvailabilityCells = /* @__PURE__ */ route(
  'boAvailabilityCells',
  'PUT',
  '/api/backoffice/sites/:site/instructors/availability',
);
export const boAvailabilityPattern = /* @__PURE__ */ route(
  'boAvailabilityPattern',
  'POST',
  '/api/backoffice/sites/:site/instructors/availability/pattern',
);
export const boInstructor = /* @__PURE__ */ route('boInstructor', 'GET', '/api/backoffice/sites/:site/instructors/:instructorId');
export const boInstructorUpdate = /* @__PURE__ */ route(
  'boInstructorUpdate',
  'PUT',
  '/api/backoffice/sites/:site/instructors/:instructorId',
);
export const boInstructorArchive = /* @__PURE__ */ route(
  'boInstructorArchive',
  'POST',
  '/api/backoffice/sites/:site/instructors/:instructorId/archive',
);
export const boInstructorAvailability = /* @__PURE__ */ route(
  'boInstructorAvailability',
  'GET',
  '/api/backoffice/sites/:site/instructors/:instructorId/availability',
);
// The planning board (issue 31, assignment).
export const boPlanning = /* @__PURE__ */ route('boPlanning', 'GET', '/api/backoffice/sites/:site/planning');
export const boAssign = /* @__PURE__ */ route('boAssign', 'PUT', '/api/backoffice/sites/:site/planning/assignments');
export const boPropose = /* @__PURE__ */ route('boPropose', 'POST', '/api/backoffice/sites/:site/planning/propose');
// The instructor's day (issue 31): their own lessons, and checking in their children.
export const boMyLessons = /* @__PURE__ */ route('boMyLessons', 'GET', '/api/backoffice/sites/:site/my-lessons');
export const boMyCheckIn = /* @__PURE__ */ route('boMyCheckIn', 'PUT', '/api/backoffice/sites/:site/my-lessons/check-ins');
// The instructor's own availability (issue 31, item 2): their half-days, within the school's lock.
export const boMyAvailability = /* @__PURE__ */ route('boMyAvailability', 'GET', '/api/backoffice/sites/:site/my-availability');
export const boMyAvailabilitySave = /* @__PURE__ */ route('boMyAvailabilitySave', 'PUT', '/api/backoffice/sites/:site/my-availability');
