import 'server-only';
import { cacheTags, type Page, type PageSummary } from '@schuss/contracts';
import * as paths from '@schuss/contracts/api/paths';
import { cache } from 'react';
import { cached, orNull, platform, siteKey } from './platform.server';

/** A published page, or null when there is none at that path. */
export const getPage = cache(
  async (lang: string, path: string): Promise<Page | null> =>
    orNull(platform.call(paths.page, { query: { site: siteKey(), lang, path } }, cached([cacheTags.page(siteKey(), lang, path)]))),
);

/** Every published page of the site (sitemap). */
export async function listPages(): Promise<PageSummary[]> {
  const res = await platform.call(paths.pages, { query: { site: siteKey() } }, cached([cacheTags.pages(siteKey())]));
  return res.pages;
}
