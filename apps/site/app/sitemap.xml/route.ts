import { listPages } from '../../src/api/pages.server';
import { getSiteData, hostName, schoolOfHost } from '../../src/api/school.server';
import { sitemapXml } from '../../src/lib/sitemap';

// Rendered on request (the platform need not be up at build time); the data behind it is cached by tag.
export const dynamic = 'force-dynamic';

/** Indexable pages of every language of the school of the request's host, each with its language alternates. */
export async function GET(request: Request) {
  const school = await schoolOfHost(hostName(request.headers.get('host')));
  if (!school) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const [{ config }, pages] = await Promise.all([getSiteData(school.key), listPages(school.key)]);
  return new Response(sitemapXml(config, pages), { headers: { 'content-type': 'application/xml; charset=utf-8' } });
}
