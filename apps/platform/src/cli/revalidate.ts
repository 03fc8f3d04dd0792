/**
 * `npm run revalidate -- [--site KEY] [--lang fr --path /x/]…`: asks the site to drop cached
 * pages (all pages of the site by default), e.g. after a direct database change or a re-seed.
 */
import { parseArgs } from 'node:util';
import { cacheTags } from '@schuss/contracts';
import { loadEnv } from '../env';
import { siteNotifier, tagsForPages } from '../lib/revalidate';

const { values } = parseArgs({
  options: { site: { type: 'string', default: 'val-neige' }, lang: { type: 'string' }, path: { type: 'string', multiple: true } },
});
const env = loadEnv();
const tags =
  values.lang && values.path?.length
    ? tagsForPages(
        values.site,
        values.path.map((path) => ({ lang: values.lang as string, path })),
      )
    : [cacheTags.site(values.site)];
const ok = await siteNotifier(env.SITE_URL, env.REVALIDATE_SECRET).revalidate(tags);
console.log(ok ? `revalidated ${tags.join(', ')}` : `the site at ${env.SITE_URL} did not accept the revalidation`);
process.exit(ok ? 0 : 1);
