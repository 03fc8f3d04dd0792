import 'server-only';
import { cacheTags, type Page, type PageSummary, type PagesResponse } from '@schuss/contracts';
import { cache } from 'react';
import { NotFoundError, platformGet, siteKey } from './platform.server';

/** A published page, or null when there is none at that path. */
export const getPage = cache(async (lang: string, path: string): Promise<Page | null> => {
  try {
    return await platformGet<Page>('/api/page', { site: siteKey(), lang, path }, [cacheTags.page(siteKey(), lang, path)]);
  } catch (err) {
    if (err instanceof NotFoundError) return null;
    throw err;
  }
});

/** Every published page of the site (sitemap). */
export async function listPages(): Promise<PageSummary[]> {
  const res = await platformGet<PagesResponse>('/api/pages', { site: siteKey() }, [cacheTags.pages(siteKey())]);
  return res.pages;
}
