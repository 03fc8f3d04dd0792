import { ErrorCode, type SiteConfig } from '@schuss/contracts';
import { type Db, pages, sites } from '@schuss/db';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { HttpError } from '../../lib/errors';

export type SchoolRow = typeof sites.$inferSelect;

/** The site selling a resort's products (its config names the resort). */
export async function schoolOfResort(db: Db, resort: string): Promise<SchoolRow> {
  const [site] = await db.select().from(sites).where(sql`${sites.config}->>'resort' = ${resort}`).orderBy(asc(sites.id)).limit(1);
  if (!site) throw new HttpError(404, `body.resort: no site sells resort "${resort}"`, 'body.resort', ErrorCode.NotFound);
  return site;
}

export async function schoolByKey(db: Db, key: string): Promise<SchoolRow | undefined> {
  const [site] = await db.select().from(sites).where(eq(sites.key, key)).limit(1);
  return site;
}

/** Base URL of a language of a site (config `domains`), without a trailing slash. */
export function baseUrl(config: SiteConfig, lang: string): string {
  const base = config.domains[lang] ?? config.domains[config.defaultLang] ?? Object.values(config.domains)[0] ?? '';
  return base.replace(/\/+$/, '');
}

export type SiteLinks = { result: string; cart: string };

/**
 * The site's purchase result page and cart page of a language: the published pages whose
 * templates are `purchase-result` and `cart` (demo: fr `/resultat-achat/`, en `/purchase-result/`),
 * on that language's base URL.
 */
export async function siteLinks(db: Db, site: SchoolRow, lang: string): Promise<SiteLinks> {
  const found = await db
    .select({ template: pages.template, path: pages.path })
    .from(pages)
    .where(
      and(
        eq(pages.siteId, site.id),
        eq(pages.lang, lang),
        inArray(pages.template, ['purchase-result', 'cart']),
        eq(pages.disabled, false),
        isNotNull(pages.publishedVersionId),
      ),
    )
    .orderBy(asc(pages.id));
  const base = baseUrl(site.config, lang);
  const path = (template: string) => found.find((p) => p.template === template)?.path ?? '/';
  return { result: `${base}${path('purchase-result')}`, cart: `${base}${path('cart')}` };
}

/** The result page of a cart, to which a payment provider adds `executionCode` when it sends the browser back. */
export function returnUrl(links: SiteLinks, cartId: string): string {
  const url = new URL(links.result);
  url.searchParams.set('cartId', cartId);
  return url.toString();
}

/** The result page URL the browser is sent to: `cartId`, `executionCode` and `hasQuotation=1` when relevant. */
export function resultUrl(links: SiteLinks, cartId: string, executionCode: string, hasQuotation: boolean): string {
  const url = new URL(links.result);
  url.searchParams.set('cartId', cartId);
  url.searchParams.set('executionCode', executionCode);
  if (hasQuotation) url.searchParams.set('hasQuotation', '1');
  return url.toString();
}
