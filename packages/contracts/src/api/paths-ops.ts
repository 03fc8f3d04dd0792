// Operations: liveness, readiness and the Prometheus metrics of a platform process.
import { route } from './route-path';

export const healthLive = /* @__PURE__ */ route('healthLive', 'GET', '/health/live');
export const healthReady = /* @__PURE__ */ route('healthReady', 'GET', '/health/ready');
export const metrics = /* @__PURE__ */ route('metrics', 'GET', '/metrics');
