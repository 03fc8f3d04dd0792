import 'server-only';
import { cacheTags, type Page, type PageSummary } from '@schuss/contracts';
import * as paths from '@schuss/contracts/api/paths';
import { cache } from 'react';
import { cached, orNull, platform } from './platform.server';

/** A published page of a school, or null when there is none at that path. */
export const getPage = cache(
  async (site: string, lang: string, path: string): Promise<Page | null> =>
    orNull(platform.call(paths.page, { query: { site, lang, path } }, cached(site, [cacheTags.page(site, lang, path)]))),
);

/** Every published page of a school (sitemap). */
export async function listPages(site: string): Promise<PageSummary[]> {
  const res = await platform.call(paths.pages, { query: { site } }, cached(site, [cacheTags.pages(site)]));
  return res.pages;
}
