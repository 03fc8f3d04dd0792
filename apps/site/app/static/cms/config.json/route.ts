import { getPublicConfig } from '../../../../src/api/site.server';

// Rendered on request (the platform need not be up at build time); the data behind it is cached by tag.
export const dynamic = 'force-dynamic';

/** `GET /static/cms/config.json`: the site config (spec §7), cached with the site's tag. */
export async function GET() {
  const config = await getPublicConfig();
  return Response.json(config, { headers: { 'cache-control': 'public, max-age=60, stale-while-revalidate=600' } });
}
