// Many schools: the back office's school switcher, and the schools its login screen offers.
import { route } from './route-path';

export const boSchools = /* @__PURE__ */ route('boSchools', 'GET', '/api/backoffice/schools');
export const boSwitch = /* @__PURE__ */ route('boSwitch', 'POST', '/api/backoffice/switch');
export const boLoginSchools = /* @__PURE__ */ route('boLoginSchools', 'GET', '/api/backoffice/login/schools');
