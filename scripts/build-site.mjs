// `npm run build`: `next build` of the site into NEXT_DIST_DIR (apps/site/.next by default, the one `npm start`
// serves) for this environment's PLATFORM_URL / PLATFORM_PORT (the Content-Security-Policy), and the stamp of its
// settings (`npm start` and the journeys rebuild a build whose stamp differs from theirs). Nothing of a school is
// built in: one build serves every school, found from each request's host (apps/site/src/lib/lang.ts).
// scripts/test.sh runs it with NEXT_DIST_DIR=.next-test and the journeys' URLs.
import { buildSite } from './stack.mjs';

buildSite();
