import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getPage } from '../../../../src/api/pages.server';
import { getSite } from '../../../../src/api/site.server';
import { RenderBlocks } from '../../../../src/blocks/RenderBlocks';
import { ContentLinks } from '../../../../src/components/ContentLinks';
import { DateRangeGuard } from '../../../../src/components/DateRangeGuard';
import { SiteFooter } from '../../../../src/components/SiteFooter';
import { SiteHeader } from '../../../../src/components/SiteHeader';
import { alternates, isIndexable, pageTitle } from '../../../../src/lib/head';
import { pageUrl } from '../../../../src/lib/lang';

type Params = { host: string; lang: string; path?: string[] };

// Pages are not prerendered at build time (the platform need not be up): each is rendered on
// its first request, cached, and revalidated by tag when the platform says its content changed.
export const dynamicParams = true;
export function generateStaticParams(): Params[] {
  return [];
}

function pagePath(segments: string[] | undefined): string {
  const parts = (segments ?? []).map((s) => decodeURIComponent(s)).filter(Boolean);
  return parts.length ? `/${parts.join('/')}/` : '/';
}

async function load(params: Promise<Params>) {
  const { host, lang, path } = await params;
  const site = await getSite(host, lang);
  if (!site) notFound();
  const page = await getPage(site.siteKey, site.lang, pagePath(path));
  if (!page) notFound();
  return { site, page };
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { site, page } = await load(params);
  const { config } = site;
  const canonical = page.seo.canonical || pageUrl(config.domains, page.lang, page.path);
  return {
    title: pageTitle(page, config.siteName),
    description: page.seo.description,
    alternates: { canonical, languages: alternates(config, page) },
    robots: isIndexable(config, page) ? (page.seo.robots ?? undefined) : { index: false, follow: false },
  };
}

export default async function CmsPage({ params }: { params: Promise<Params> }) {
  const { site, page } = await load(params);
  const now = new Date();
  return (
    <>
      <SiteHeader site={site} page={page} />
      <main id="content" className={`page page-${page.template}`}>
        <div className="page-head">
          <h1>{page.title}</h1>
          {page.subTitle ? <p className="subtitle">{page.subTitle}</p> : null}
        </div>
        <ContentLinks className="zone zone-content" zone="content">
          <RenderBlocks sections={page.zones.content ?? []} lang={page.lang} base={site.base} config={site.config} now={now} />
        </ContentLinks>
      </main>
      <SiteFooter site={site} />
      <DateRangeGuard />
    </>
  );
}
