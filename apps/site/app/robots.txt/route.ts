import { getPublicConfig } from '../../src/api/site.server';
import { pageUrl } from '../../src/lib/lang';

// Rendered on request (the platform need not be up at build time); the data behind it is cached by tag.
export const dynamic = 'force-dynamic';

export async function GET() {
  const config = await getPublicConfig();
  const base = pageUrl(config.domains, config.defaultLang, '/');
  const body =
    config.preProd === true
      ? 'User-agent: *\nDisallow: /\n'
      : `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${new URL('/sitemap.xml', base).toString()}\n`;
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
