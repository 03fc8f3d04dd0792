import { configOfHost, hostName } from '../../src/api/school.server';
import { pageUrl } from '../../src/lib/lang';

// Rendered on request (the platform need not be up at build time); the data behind it is cached by tag.
export const dynamic = 'force-dynamic';

/** The robots rules of the school of the request's host. */
export async function GET(request: Request) {
  const config = await configOfHost(hostName(request.headers.get('host')));
  if (!config) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const base = pageUrl(config.domains, config.defaultLang, '/');
  const body =
    config.preProd === true
      ? 'User-agent: *\nDisallow: /\n'
      : `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${new URL('/sitemap.xml', base).toString()}\n`;
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
