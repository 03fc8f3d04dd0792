// Visitors and back office, waiting list of a full slot. The e-mailed links' routes take their token as the credential.
import { route } from './route-path';

// visitors: join a full slot's list; an e-mailed link shows its entry, turns held places into a cart line, or leaves the list
export const waitlistJoin = /* @__PURE__ */ route('waitlistJoin', 'POST', '/api/booking/waitlist');
export const waitlistEntry = /* @__PURE__ */ route('waitlistEntry', 'GET', '/api/booking/waitlist/:token');
export const waitlistClaim = /* @__PURE__ */ route('waitlistClaim', 'POST', '/api/booking/waitlist/:token/claim');
export const waitlistLeave = /* @__PURE__ */ route('waitlistLeave', 'POST', '/api/booking/waitlist/:token/leave');

// staff: a slot's waiting list
export const boWaitlist = /* @__PURE__ */ route('boWaitlist', 'GET', '/api/backoffice/sites/:site/slots/:slotId/waitlist');
