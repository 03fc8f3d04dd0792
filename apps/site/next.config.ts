import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';
import { hostRewrites } from './src/lib/lang';

// Content-Security-Policy: the site's own origin, the platform (content host, search service,
// widget host, payment page) and the analytics and heat-map hosts loaded after consent.
const platformOrigin = new URL(process.env.PLATFORM_URL ?? `http://localhost:${process.env.PLATFORM_PORT ?? 4000}`).origin;
const analytics = 'https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com';
const hotjar = 'https://*.hotjar.com https://*.hotjar.io wss://*.hotjar.com';
const csp = [
  "default-src 'self'",
  // Next's bootstrap is inline; nonces would make every page dynamic and uncacheable.
  `script-src 'self' 'unsafe-inline'${process.env.NODE_ENV === 'development' ? " 'unsafe-eval'" : ''} ${platformOrigin} ${analytics} ${hotjar}`,
  `connect-src 'self' ${platformOrigin} ${analytics} ${hotjar}`,
  // The platform serves the media library's renditions (http in development).
  `img-src 'self' data: blob: https: ${platformOrigin}`,
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self' data:",
  `frame-src 'self' ${platformOrigin}`,
  `form-action 'self' ${platformOrigin}`,
  "frame-ancestors 'self'",
  "base-uri 'self'",
  "object-src 'none'",
].join('; ');

const nextConfig: NextConfig = {
  // A separate build directory lets two builds (e.g. two e2e runs on other ports) share a checkout.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  productionBrowserSourceMaps: process.env.SITE_SOURCE_MAPS === '1',
  // Next's page cache, each page's scripts moved after its first paint (src/cache/defer-scripts.mjs).
  cacheHandler: fileURLToPath(new URL('./src/cache/page-cache-handler.mjs', import.meta.url)),
  trailingSlash: true,
  poweredByHeader: false,
  reactStrictMode: true,
  transpilePackages: ['@schuss/contracts'],
  // Behind a CDN or reverse proxy that compresses, set NEXT_COMPRESS=0.
  compress: process.env.NEXT_COMPRESS !== '0',
  // One build serves every school: public URLs go to /{host}/{lang}/{path} (src/lib/lang.ts), the
  // school and its languages are found from the host when a page renders (no middleware on the hot path).
  async rewrites() {
    return {
      beforeFiles: [{ source: '/favicon.ico', destination: '/static/favicon.svg' }, ...hostRewrites()],
      afterFiles: [],
      fallback: [],
    };
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
          { key: 'Content-Security-Policy', value: csp },
        ],
      },
    ];
  },
};

// PAGE_CACHE=shared: revalidations shared by the site processes through PAGE_CACHE_DIR (decision 017).
if (process.env.PAGE_CACHE === 'shared')
  nextConfig.cacheHandler = fileURLToPath(new URL('./src/cache/shared-page-cache.mjs', import.meta.url));

export default nextConfig;
