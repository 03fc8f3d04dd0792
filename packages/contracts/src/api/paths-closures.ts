// Back office, weather and safety closures (close a day or a slot, refund or move its participants).
import { route } from './route-path';

export const boClosures = /* @__PURE__ */ route('boClosures', 'GET', '/api/backoffice/sites/:site/closures');
export const boPreviewClosure = /* @__PURE__ */ route('boPreviewClosure', 'POST', '/api/backoffice/sites/:site/closures/preview');
export const boCreateClosure = /* @__PURE__ */ route('boCreateClosure', 'POST', '/api/backoffice/sites/:site/closures');
export const boClosure = /* @__PURE__ */ route('boClosure', 'GET', '/api/backoffice/sites/:site/closures/:closureId');
export const boRetryClosure = /* @__PURE__ */ route('boRetryClosure', 'POST', '/api/backoffice/sites/:site/closures/:closureId/retry');
