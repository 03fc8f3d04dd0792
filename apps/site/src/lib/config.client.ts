'use client';
import type { SiteConfig } from '@schuss/contracts';
import { RETRY_COUNT, withRetries } from './api';

let pending: Promise<SiteConfig> | null = null;

/** The site config for browser code: `GET /static/cms/config.json`, retried up to 5 times, fetched once per page load. */
export function loadConfig(): Promise<SiteConfig> {
  pending ??= withRetries(() => fetch('/static/cms/config.json'), { retries: RETRY_COUNT })
    .then((res) => res.json() as Promise<SiteConfig>)
    .catch((err) => {
      pending = null;
      throw err;
    });
  return pending;
}
