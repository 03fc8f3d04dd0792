import { listPages } from '../../src/api/pages.server';
import { getPublicConfig } from '../../src/api/site.server';
import { sitemapXml } from '../../src/lib/sitemap';

// Rendered on request (the platform need not be up at build time); the data behind it is cached by tag.
export const dynamic = 'force-dynamic';

/** Indexable pages of every language, each with its language alternates. */
export async function GET() {
  const [config, pages] = await Promise.all([getPublicConfig(), listPages()]);
  return new Response(sitemapXml(config, pages), { headers: { 'content-type': 'application/xml; charset=utf-8' } });
}
