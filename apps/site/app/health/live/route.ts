export const dynamic = 'force-dynamic';

/** `GET /health/live`: the process runs (nothing else is asked, so a platform outage does not get site processes restarted). */
export function GET() {
  return Response.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } });
}
