// Site processes announce themselves to the platform: a publish reaches each of them.
import { route } from './route-path';

export const siteProcessHeartbeat = /* @__PURE__ */ route('siteProcessHeartbeat', 'POST', '/api/site-processes');
