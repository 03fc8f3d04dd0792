// Visitors, the customer's own booking. The e-mailed link's routes take their token as the credential.
import { route } from './route-path';

export const myBooking = /* @__PURE__ */ route('myBooking', 'GET', '/api/booking/my/:token');
export const myBookingCalendar = /* @__PURE__ */ route('myBookingCalendar', 'GET', '/api/booking/my/:token/calendar.ics');
export const participantNote = /* @__PURE__ */ route(
  'participantNote',
  'PUT',
  '/api/booking/my/:token/lines/:lineId/participants/:participant/note',
);
export const findBooking = /* @__PURE__ */ route('findBooking', 'POST', '/api/booking/my-bookings/find');
export const familyChildren = /* @__PURE__ */ route('familyChildren', 'GET', '/api/booking/family/:token');
