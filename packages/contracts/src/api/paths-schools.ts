// Many schools: the back office's school switcher.
import { route } from './route-path';

export const boSchools = /* @__PURE__ */ route('boSchools', 'GET', '/api/backoffice/schools');
export const boSwitch = /* @__PURE__ */ route('boSwitch', 'POST', '/api/backoffice/switch');
