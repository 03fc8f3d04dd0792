import type { NextConfig } from 'next';
import { languageRewrites } from './src/lib/lang';

// Language base URLs the site serves (DESIGN §4). Read at build time: they become rewrites
// from public URLs to the internal /{lang}/{path} routes (no middleware on the hot path).
const siteUrl = (process.env.SITE_URL ?? `http://localhost:${process.env.SITE_PORT ?? 3000}`).replace(/\/+$/, '');
const domains: Record<string, string> = process.env.SITE_DOMAINS
  ? JSON.parse(process.env.SITE_DOMAINS)
  : { fr: siteUrl, en: `${siteUrl}/en` };

const nextConfig: NextConfig = {
  trailingSlash: true,
  poweredByHeader: false,
  reactStrictMode: true,
  transpilePackages: ['@schuss/contracts'],
  env: { SITE_DOMAINS: JSON.stringify(domains) },
  // Behind a CDN or reverse proxy that compresses, set NEXT_COMPRESS=0.
  compress: process.env.NEXT_COMPRESS !== '0',
  async rewrites() {
    return { beforeFiles: languageRewrites(domains), afterFiles: [], fallback: [] };
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
        ],
      },
    ];
  },
};

export default nextConfig;
