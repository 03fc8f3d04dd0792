'use client';
import type { SiteConfig } from '@schuss/contracts';
import { retryingFetch } from './retrying-fetch';

let pending: Promise<SiteConfig> | null = null;

/**
 * The site config for browser code: the site's own `/static/cms/config.json` (the platform's
 * config of the site as the site's server read it), retried up to 5 times, fetched once per page load.
 */
export function loadConfig(): Promise<SiteConfig> {
  pending ??= retryingFetch()('/static/cms/config.json')
    .then(async (res): Promise<SiteConfig> => {
      if (!res.ok) throw Object.assign(new Error(`HTTP ${res.status}`), { status: res.status });
      return res.json();
    })
    .catch((err) => {
      pending = null;
      throw err;
    });
  return pending;
}
