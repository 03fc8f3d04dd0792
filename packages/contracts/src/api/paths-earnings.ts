// Back office, hours and earnings (issue 31): what instructors' lessons collected, the school's share, what is owed.
import { route } from './route-path';

export const boEarnings = /* @__PURE__ */ route('boEarnings', 'GET', '/api/backoffice/sites/:site/earnings');
export const boEarningsCsv = /* @__PURE__ */ route('boEarningsCsv', 'GET', '/api/backoffice/sites/:site/earnings/office.csv');
export const boEarningsSepa = /* @__PURE__ */ route('boEarningsSepa', 'GET', '/api/backoffice/sites/:site/earnings/transfers.xml');
export const boShareRule = /* @__PURE__ */ route('boShareRule', 'PUT', '/api/backoffice/sites/:site/earnings/rule');
export const boEarningsStatement = /* @__PURE__ */ route(
  'boEarningsStatement',
  'GET',
  '/api/backoffice/sites/:site/earnings/instructors/:instructorId',
);
export const boEarningsPdf = /* @__PURE__ */ route(
  'boEarningsPdf',
  'GET',
  '/api/backoffice/sites/:site/earnings/instructors/:instructorId/statement.pdf',
);
export const boBankAccount = /* @__PURE__ */ route(
  'boBankAccount',
  'PUT',
  '/api/backoffice/sites/:site/earnings/instructors/:instructorId/bank-account',
);
