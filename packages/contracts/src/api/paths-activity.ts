// Back office, the school's activity log (every staff or admin write, and operators' repairs).
import { route } from './route-path';

export const boActivity = /* @__PURE__ */ route('boActivity', 'GET', '/api/backoffice/sites/:site/activity');
