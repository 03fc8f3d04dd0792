import {
  type BackofficeProduct,
  type ErrorCode as Code,
  ErrorCode,
  eur,
  type MerchantOption,
  type Pricing,
  type ProductAttributes,
  type ProductChangeAction,
  type ProductCreateRequest,
  type ProductDetailResponse,
  type ProductHiddenRequest,
  type ProductRow,
  type ProductsQuery,
  type ProductsResponse,
  type ProductType,
  type ProductUpdateRequest,
  type ProductVersionView,
} from '@schuss/contracts';
import { fromPrice, todayIso } from '@schuss/contracts/rules';
import { type Db, merchants, type ProductSnapshot, products, productVersions, rows, type Tx, transaction } from '@schuss/db';
import { and, desc, eq, sql } from 'drizzle-orm';
import { HttpError } from '../../lib/errors';
import { isoAt } from '../../lib/sql';
import { recordAudit } from '../audit';
import type { AuthSession } from '../auth';
import { type SchoolInfo, schoolInfo, schoolMeetingPoints } from '../schools';
import { changedFields, recordVersion } from './versions';

/**
 * The catalogue in the back office: staff list, create, edit, hide and show the products
 * of their site's resort. Each change raises `products.version` by one in the statement that makes
 * it and writes the version's row (who, when, before, after) and an audit entry, in one transaction.
 * A price change applies to new cart lines only: lines keep the price they were added at.
 */

type ProductRecord = typeof products.$inferSelect;

const fail = (status: number, field: string, message: string, code: Code) => new HttpError(status, `${field}: ${message}`, field, code);
const noProduct = (key: string) => fail(404, 'params.key', `no product "${key}" on this site`, ErrorCode.NotFound);

export const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/** What a version records of a product: everything staff write, by the merchant's key. */
export function snapshotOf(p: ProductRecord, merchantKey: string): ProductSnapshot {
  return {
    key: p.key,
    type: p.type,
    merchant: merchantKey,
    name: p.name,
    description: p.description,
    dated: p.dated,
    hidden: p.hidden,
    attributes: p.attributes,
    pricing: p.pricing,
  };
}

/** The school's meeting points the product form offers (products name them by key). */
const pointOptions = async (db: Db | Tx, site: string) => (await schoolMeetingPoints(db, site)).map((p) => ({ key: p.key, name: p.name }));

/** The resort's merchants, by name. */
async function merchantsOf(db: Db | Tx, resort: string): Promise<(MerchantOption & { id: number })[]> {
  return db
    .select({ id: merchants.id, key: merchants.key, name: merchants.name })
    .from(merchants)
    .where(eq(merchants.resort, resort))
    .orderBy(merchants.name, merchants.key);
}

async function merchantOf(db: Db | Tx, resort: string, key: string, field = 'body.merchant') {
  const [m] = await db
    .select({ id: merchants.id, key: merchants.key, name: merchants.name })
    .from(merchants)
    .where(and(eq(merchants.resort, resort), eq(merchants.key, key)));
  if (!m) throw fail(400, field, `no merchant "${key}" in this resort`, ErrorCode.InvalidInput);
  return m;
}

/** Dated slots of a product from today on. */
async function upcomingSlots(db: Db | Tx, productId: number): Promise<number> {
  const [r] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from slots where product_id = ${productId} and starts_on >= ${todayIso()}`,
  );
  return Number(r?.n ?? 0);
}

async function slotCount(db: Db | Tx, productId: number): Promise<number> {
  const [r] = await rows<{ n: number }>(db, sql`select count(*)::int as n from slots where product_id = ${productId}`);
  return Number(r?.n ?? 0);
}

// ---------------------------------------------------------------------------------------------
// Reading

/** `GET …/products`: the resort's products (search on keys and names, type, visible or hidden), by type then name. */
export async function listProducts(db: Db, site: string, q: ProductsQuery): Promise<ProductsResponse> {
  const s = await schoolInfo(db, site);
  const like = q.q ? `%${q.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const found = await rows<{
    key: string;
    type: ProductType;
    name: { fr: string; en: string };
    merchant_key: string;
    merchant_name: string;
    dated: boolean;
    hidden: boolean;
    version: number;
    updated_at: string;
    pricing: Pricing;
    upcoming: number;
  }>(
    db,
    sql`select p.key, p.type, p.name, m.key as merchant_key, m.name as merchant_name, p.dated, p.hidden, p.version,
               ${isoAt(sql`p.updated_at`)} as updated_at, p.pricing,
               (select count(*)::int from slots x where x.product_id = p.id and x.starts_on >= ${todayIso()}) as upcoming
          from products p join merchants m on m.id = p.merchant_id
         where p.resort = ${s.resort}
           ${q.type ? sql`and p.type = ${q.type}` : sql``}
           ${q.status === 'hidden' ? sql`and p.hidden` : q.status === 'visible' ? sql`and not p.hidden` : sql``}
           ${like ? sql`and (p.key like ${like} or lower(p.name->>'fr') like ${like} or lower(p.name->>'en') like ${like})` : sql``}
         order by p.type, lower(p.name->>${s.defaultLang === 'en' ? 'en' : 'fr'}), p.key`,
  );
  const list: ProductRow[] = found.map((r) => ({
    key: r.key,
    type: r.type,
    name: r.name,
    merchant: { key: r.merchant_key, name: r.merchant_name },
    dated: r.dated,
    hidden: r.hidden,
    version: r.version,
    updatedAt: r.updated_at,
    fromPrice: eur(fromPrice(r.pricing)),
    upcomingSlots: Number(r.upcoming),
  }));
  return {
    products: list,
    merchants: (await merchantsOf(db, s.resort)).map(({ key, name }) => ({ key, name })),
    meetingPoints: await pointOptions(db, site),
  };
}

/** A product of the site's resort with its merchant (locked for the transaction when `lock`); 404 otherwise. */
async function productOf(db: Db | Tx, s: SchoolInfo, key: string, lock = false) {
  const query = db
    .select({ product: products, merchant: { key: merchants.key, name: merchants.name } })
    .from(products)
    .innerJoin(merchants, eq(merchants.id, products.merchantId))
    .where(and(eq(products.resort, s.resort), eq(products.key, key)));
  const [found] = lock ? await query.for('update', { of: products }) : await query;
  if (!found) throw noProduct(key);
  return found;
}

function productView(p: ProductRecord, merchant: MerchantOption, upcoming: number): BackofficeProduct {
  return {
    key: p.key,
    type: p.type,
    merchant,
    name: p.name,
    description: p.description,
    dated: p.dated,
    hidden: p.hidden,
    attributes: p.attributes,
    pricing: p.pricing,
    version: p.version,
    updatedAt: p.updatedAt.toISOString(),
    upcomingSlots: upcoming,
  };
}

/** The last changes of a product, newest first. */
async function historyOf(db: Db | Tx, productId: number, limit = 100): Promise<ProductVersionView[]> {
  const found = await db
    .select()
    .from(productVersions)
    .where(eq(productVersions.productId, productId))
    .orderBy(desc(productVersions.version))
    .limit(limit);
  return found.map((v) => ({
    version: v.version,
    action: v.action as ProductChangeAction,
    by: v.userLabel,
    at: v.at.toISOString(),
    changes: changedFields(v.before, v.after),
    before: v.before,
    after: v.after,
  }));
}

async function detail(db: Db | Tx, s: SchoolInfo, key: string): Promise<ProductDetailResponse> {
  const { product, merchant } = await productOf(db, s, key);
  return {
    product: productView(product, merchant, await upcomingSlots(db, product.id)),
    history: await historyOf(db, product.id),
    merchants: (await merchantsOf(db, s.resort)).map(({ key: k, name }) => ({ key: k, name })),
    meetingPoints: await pointOptions(db, s.key),
  };
}

/** `GET …/products/:key`: the product, its history and the merchants the form offers. */
export async function getProduct(db: Db, site: string, key: string): Promise<ProductDetailResponse> {
  return detail(db, await schoolInfo(db, site), key);
}

// ---------------------------------------------------------------------------------------------
// Writing

/** What staff wrote, as the columns it sets. */
type Written = Pick<ProductRecord, 'name' | 'description' | 'dated' | 'attributes' | 'pricing'>;
const written = (b: Omit<ProductUpdateRequest, 'baseVersion' | 'merchant'>): Written => ({
  name: b.name,
  description: b.description,
  dated: b.dated,
  // The contract's attributes are the platform's `ProductAttributes`, checked.
  attributes: b.attributes as ProductAttributes,
  pricing: b.pricing,
});

/** A product made undated while it has slots would leave them unsold and unseen: refused. */
async function checkDated(tx: Tx, product: ProductRecord, dated: boolean, field = 'body.dated') {
  if (product.dated && !dated) {
    const n = await slotCount(tx, product.id);
    if (n > 0)
      throw fail(
        400,
        field,
        `cannot be turned off: "${product.key}" has ${n} slot${n > 1 ? 's' : ''} (close or remove them in the season first)`,
        ErrorCode.InvalidInput,
      );
  }
}

/** Someone else saved the product since the form was filled: 409 saying who and when, nothing written. */
async function checkBase(tx: Tx, product: ProductRecord, baseVersion: number) {
  if (product.version === baseVersion) return;
  const [last] = await tx
    .select({ by: productVersions.userLabel, at: productVersions.at })
    .from(productVersions)
    .where(and(eq(productVersions.productId, product.id), eq(productVersions.version, product.version)));
  throw fail(
    409,
    'body.baseVersion',
    `"${product.key}" was changed since you opened it (version ${product.version}${last ? ` by ${last.by}` : ''}): reload it and make your change again`,
    ErrorCode.Conflict,
  );
}

/**
 * Applies a change to a locked product: one UPDATE raising the version (guarded by it), the
 * version's row and the audit entry. Nothing is written when nothing changed.
 */
async function applyChange(
  tx: Tx,
  staff: AuthSession,
  current: { product: ProductRecord; merchant: { key: string } },
  next: { set: Partial<ProductRecord>; merchantKey: string },
  action: ProductChangeAction,
): Promise<boolean> {
  const { product } = current;
  const before = snapshotOf(product, current.merchant.key);
  const after = snapshotOf({ ...product, ...next.set }, next.merchantKey);
  if (changedFields(before, after).length === 0) return false;
  const version = product.version + 1;
  const [updated] = await tx
    .update(products)
    .set({ ...next.set, version, updatedAt: sql`now()` })
    .where(and(eq(products.id, product.id), eq(products.version, product.version)))
    .returning({ id: products.id });
  if (!updated) throw new Error(`product ${product.key} changed while locked`);
  await recordVersion(tx, staff, { productId: product.id, version, action, before, after });
  await recordAudit(tx, staff, { action: `product.${action}`, subject: `product ${product.key}`, before, after });
  return true;
}

/** `POST …/products`: a new product, version 1. 409 `exists` when the key is taken in the resort. */
export async function createProduct(db: Db, staff: AuthSession, site: string, body: ProductCreateRequest): Promise<ProductDetailResponse> {
  const s = await schoolInfo(db, site);
  const taken = () => fail(409, 'body.key', `"${body.key}" is already the key of a product of this site`, ErrorCode.Exists);
  try {
    return await transaction(db, async (tx) => {
      const merchant = await merchantOf(tx, s.resort, body.merchant);
      const [exists] = await tx
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.resort, s.resort), eq(products.key, body.key)));
      if (exists) throw taken();
      await insertProduct(tx, staff, s, body, merchant, 'create');
      return detail(tx, s, body.key);
    });
  } catch (err) {
    // Two creations of one key at once: the unique index refuses the second.
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
}

async function insertProduct(
  tx: Tx,
  staff: AuthSession,
  s: SchoolInfo,
  body: ProductCreateRequest,
  merchant: { id: number; key: string },
  action: ProductChangeAction,
) {
  const [product] = await tx
    .insert(products)
    .values({ resort: s.resort, merchantId: merchant.id, key: body.key, type: body.type, hidden: body.hidden, ...written(body) })
    .returning();
  if (!product) throw new Error('product insert returned nothing');
  const after = snapshotOf(product, merchant.key);
  await recordVersion(tx, staff, { productId: product.id, version: 1, action, before: null, after });
  await recordAudit(tx, staff, { action: `product.${action}`, subject: `product ${product.key}`, after });
  return product;
}

/** `PUT …/products/:key`: the product as the form says (key and type stay); 409 when changed since `baseVersion`. */
export async function updateProduct(
  db: Db,
  staff: AuthSession,
  site: string,
  key: string,
  body: ProductUpdateRequest,
): Promise<ProductDetailResponse> {
  const s = await schoolInfo(db, site);
  return transaction(db, async (tx) => {
    const current = await productOf(tx, s, key, true);
    await checkBase(tx, current.product, body.baseVersion);
    const merchant = await merchantOf(tx, s.resort, body.merchant);
    await checkDated(tx, current.product, body.dated);
    await applyChange(tx, staff, current, { set: { ...written(body), merchantId: merchant.id }, merchantKey: merchant.key }, 'edit');
    return detail(tx, s, key);
  });
}

/** `PUT …/products/:key/hidden`: hides the product from visitors, or shows it again. */
export async function setHidden(
  db: Db,
  staff: AuthSession,
  site: string,
  key: string,
  body: ProductHiddenRequest,
): Promise<ProductDetailResponse> {
  const s = await schoolInfo(db, site);
  return transaction(db, async (tx) => {
    const current = await productOf(tx, s, key, true);
    await checkBase(tx, current.product, body.baseVersion);
    await applyChange(
      tx,
      staff,
      current,
      { set: { hidden: body.hidden }, merchantKey: current.merchant.key },
      body.hidden ? 'hide' : 'show',
    );
    return detail(tx, s, key);
  });
}

export { applyChange, checkDated, insertProduct, merchantsOf };
