/**
 * Next calls register() once in each server process: in the Node runtime (not the edge one, nor
 * while building), the process starts its heartbeat to the platform, which then revalidates it
 * with every other site process after a publish (src/lib/site-heartbeat.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { heartbeatFromEnv, startHeartbeat } = await import('./src/lib/site-heartbeat');
  startHeartbeat(heartbeatFromEnv());
}
