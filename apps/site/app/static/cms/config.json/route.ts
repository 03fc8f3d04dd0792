import { configOfHost, hostName } from '../../../../src/api/school.server';

// Rendered on request (the platform need not be up at build time); the data behind it is cached by tag.
export const dynamic = 'force-dynamic';

/** `GET /static/cms/config.json`: the config of the school of the request's host (docs/spec.md §7), cached with its tag. */
export async function GET(request: Request) {
  const config = await configOfHost(hostName(request.headers.get('host')));
  if (!config) return Response.json({ error: { message: `No school is served on this host`, field: 'headers.host' } }, { status: 404 });
  // Vary: one address, one answer per host (a shared cache must not give a school another's config).
  return Response.json(config, { headers: { 'cache-control': 'public, max-age=60, stale-while-revalidate=600', vary: 'Host' } });
}
