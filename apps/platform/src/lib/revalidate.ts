import { cacheTags } from '@schuss/contracts';
import type { FastifyBaseLogger } from 'fastify';

export type SiteNotifier = {
  /** Asks the site to drop its cached pages carrying these tags. Never throws: a site that is down has nothing cached to drop. */
  revalidate(tags: string[]): Promise<boolean>;
};

/** Calls the site's secret-protected revalidation route (`POST {siteUrl}/api/revalidate`). */
export function siteNotifier(siteUrl: string, secret: string, log?: Pick<FastifyBaseLogger, 'warn' | 'info'>): SiteNotifier {
  return {
    async revalidate(tags) {
      try {
        const res = await fetch(new URL('/api/revalidate', siteUrl), {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
          body: JSON.stringify({ tags }),
          signal: AbortSignal.timeout(5000),
        });
        if (!res.ok) {
          log?.warn({ status: res.status, tags }, 'site refused the revalidation');
          return false;
        }
        log?.info({ tags }, 'site revalidated');
        return true;
      } catch (err) {
        log?.warn({ err: (err as Error).message, tags }, 'site unreachable for revalidation');
        return false;
      }
    },
  };
}

/** Tags to revalidate when pages of a site changed (each page, plus the site-wide lists). */
export function tagsForPages(site: string, changed: { lang: string; path: string }[]): string[] {
  return [cacheTags.pages(site), ...changed.map((p) => cacheTags.page(site, p.lang, p.path))];
}
