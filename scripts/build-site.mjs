// `npm run build`: `next build` of the site into NEXT_DIST_DIR (apps/site/.next by default, the one `npm start`
// serves) for this environment's SITE_URL / SITE_PORT, PLATFORM_URL / PLATFORM_PORT and SITE_DOMAINS, and the
// stamp of those settings (`npm start` and the journeys rebuild a build whose stamp differs from theirs).
// scripts/test.sh runs it with NEXT_DIST_DIR=.next-test and the journeys' URLs.
import { buildSite } from './stack.mjs';

buildSite();
