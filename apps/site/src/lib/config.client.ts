'use client';
import type { SiteConfig } from '@schuss/contracts';
import { ApiCallError } from '@schuss/contracts/api';
import { retryingFetch } from './api';

let pending: Promise<SiteConfig> | null = null;

/**
 * The site config for browser code: the site's own `/static/cms/config.json` (the platform's
 * config of the site as the site's server read it), retried up to 5 times, fetched once per page load.
 */
export function loadConfig(): Promise<SiteConfig> {
  pending ??= retryingFetch()('/static/cms/config.json')
    .then(async (res): Promise<SiteConfig> => {
      if (!res.ok) throw new ApiCallError(res.status, `HTTP ${res.status}`, 'bad_answer');
      return res.json();
    })
    .catch((err) => {
      pending = null;
      throw err;
    });
  return pending;
}
