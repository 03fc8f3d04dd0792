/** The auth module's one door: what other modules and the app may use of it. */
export { requireRole } from './guard';
export { addMembership, createUser, openSession, replacePassword, setMembershipDisabled, setMembershipRole } from './memberships';
export { authRoutes, loginErrorReply } from './routes';
export type { AuthSession, HashCost } from './service';
export {
  addMissingDemoStaff,
  DEMO_EDITOR,
  DEMO_INSTRUCTOR,
  DEMO_STAFF,
  demoEditorActive,
  hashPassword,
  login,
  MIN_PASSWORD_LENGTH,
  RATE_LIMIT,
  RateLimited,
  recordFailure,
  retryAfter,
  revoke,
  seedDemoEditor,
  sessionOf,
  sessionResponse,
  sha256,
  upsertUser,
} from './service';
export {
  BACKOFFICE_COOKIE,
  BACKOFFICE_LOGIN_ROLES,
  BACKOFFICE_ROLES,
  backofficeSession,
  cookieOptions,
  requireBackoffice,
  requireBackofficeAdmin,
  requireInstructor,
  requireInstructorOrStaff,
  staffLabel,
  staffOf,
} from './staff';
