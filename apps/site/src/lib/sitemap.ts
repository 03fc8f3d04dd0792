import type { PageSummary, SiteConfig } from '@schuss/contracts';
import { isIndexable } from './head';
import { pageUrl } from './lang';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** sitemap.xml of the indexable pages of every language, with `xhtml:link` alternates per group. */
export function sitemapXml(config: SiteConfig, pages: PageSummary[]): string {
  const visible = pages.filter((p) => config.langs.includes(p.lang) && isIndexable(config, p));
  const groups = new Map<string, PageSummary[]>();
  for (const p of visible) groups.set(p.group, [...(groups.get(p.group) ?? []), p]);
  const urls = visible.map((p) => {
    const alts = (groups.get(p.group) ?? []).filter(() => (groups.get(p.group)?.length ?? 0) > 1);
    const links = alts.map(
      (a) => `    <xhtml:link rel="alternate" hreflang="${a.lang}" href="${esc(pageUrl(config.domains, a.lang, a.path))}"/>`,
    );
    return [
      '  <url>',
      `    <loc>${esc(pageUrl(config.domains, p.lang, p.path))}</loc>`,
      `    <lastmod>${p.updatedAt.slice(0, 10)}</lastmod>`,
      ...links,
      '  </url>',
    ].join('\n');
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
