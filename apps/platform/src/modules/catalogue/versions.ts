import type { Pricing, ProductChangeAction } from '@schuss/contracts';
import { type Db, type ProductSnapshot, productVersions, rows, type Tx } from '@schuss/db';
import { sql } from 'drizzle-orm';
import type { AuthSession } from '../auth';
import { staffLabel } from '../auth';

/**
 * A product's versions: every change — create, edit, hide, show, import — raises
 * `products.version` by one in the UPDATE that makes it, and writes one `product_versions` row with
 * the product before and after. The booking module reads the prices of the version a visitor was
 * shown from here (`pricingAtVersion`).
 */

/** JSON with its object keys sorted: jsonb gives keys back in its own order, so equal values compare equal. */
export function stableJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(stableJson).join(',')}]`;
  if (v && typeof v === 'object')
    return `{${Object.entries(v as Record<string, unknown>)
      .filter(([, x]) => x !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, x]) => `${JSON.stringify(k)}:${stableJson(x)}`)
      .join(',')}}`;
  return JSON.stringify(v);
}

export const samePricing = (a: Pricing, b: Pricing) => stableJson(a) === stableJson(b);

/**
 * The pricing a product had at a version: recorded after that version's change, or — for a version
 * made before the catalogue kept versions (the demo's version 1) — before the next one's. Undefined
 * for a version the product never had.
 */
export async function pricingAtVersion(db: Db | Tx, productId: number, version: number): Promise<Pricing | undefined> {
  const [r] = await rows<{ pricing: Pricing | null }>(
    db,
    sql`select coalesce(
          (select after->'pricing' from product_versions where product_id = ${productId} and version = ${version}),
          (select before->'pricing' from product_versions where product_id = ${productId} and version = ${version + 1})
        ) as pricing`,
  );
  return r?.pricing ?? undefined;
}

/**
 * The fields that differ between two snapshots, one level into objects (`name.fr`,
 * `attributes.maxDays`) and whole for the pricing rule (`pricing`), the one staff read as one table.
 */
export function changedFields(before: ProductSnapshot | null, after: ProductSnapshot): string[] {
  const out: string[] = [];
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after)])].sort();
  for (const k of keys) {
    const a = before?.[k];
    const b = after[k];
    if (stableJson(a) === stableJson(b)) continue;
    const objects = a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b);
    if (k === 'pricing' || !objects) {
      out.push(k);
      continue;
    }
    const ao = a as Record<string, unknown>;
    const bo = b as Record<string, unknown>;
    for (const sub of [...new Set([...Object.keys(ao), ...Object.keys(bo)])].sort())
      if (stableJson(ao[sub]) !== stableJson(bo[sub])) out.push(`${k}.${sub}`);
  }
  return out;
}

/** Writes the row of a version just made (in the caller's transaction, with the product's UPDATE or INSERT). */
export async function recordVersion(
  tx: Tx,
  staff: AuthSession,
  entry: { productId: number; version: number; action: ProductChangeAction; before: ProductSnapshot | null; after: ProductSnapshot },
): Promise<void> {
  await tx.insert(productVersions).values({
    productId: entry.productId,
    version: entry.version,
    action: entry.action,
    userId: staff.userId,
    userLabel: staffLabel(staff),
    before: entry.before,
    after: entry.after,
  });
}
