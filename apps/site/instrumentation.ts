/**
 * Next calls register() once in each server process: in the Node runtime (not the edge one, nor
 * while building), the process starts its heartbeat to the platform, which then revalidates it
 * with every other site process after a publish (src/lib/site-heartbeat.ts); and it stamps each request
 * with the address of its socket (the visitor's address, issue 29 F1).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  // Each request stamped with its socket's address, the visitor's unless a trusted proxy forwarded it
  // (TRUSTED_PROXIES, refused here when malformed: src/lib/client-address.ts).
  const { trustedProxies, watchPeers } = await import('./src/lib/client-address');
  trustedProxies(process.env.TRUSTED_PROXIES);
  watchPeers();
  const { heartbeatFromEnv, startHeartbeat } = await import('./src/lib/site-heartbeat');
  startHeartbeat(heartbeatFromEnv());
}
