import { ErrorCode, eur, type PromoCodeRequest, type PromoCodesResponse, type PromoCodeView } from '@schuss/contracts';
import { type Db, orderOffers, orders, promoCodes, type Tx, transaction } from '@schuss/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { HttpError } from '../../lib/errors';
import { recordAudit } from '../audit';
import type { AuthSession } from '../auth';

/**
 * Promo codes of a site, as staff manage them (offers): create, edit, disable (`active`
 * false) and enable again. Each write is audited with the code before and after. A code is unique per
 * site in capitals (visitors type it in any case); its uses (paid orders) stay counted whatever is
 * edited, and `maxUses` cannot go below them.
 */

type Row = typeof promoCodes.$inferSelect;

const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

const exists = (code: string) =>
  new HttpError(409, `body.code: promo code "${code}" exists already on this site`, 'body.code', ErrorCode.Exists);

/** Orders of other carts awaiting payment that reserved a use of each code. */
async function reservedUses(db: Db | Tx, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const found = await db
    .select({ id: orderOffers.promoCodeId, n: sql<number>`count(*)::int` })
    .from(orderOffers)
    .innerJoin(orders, eq(orders.id, orderOffers.orderId))
    .where(
      and(
        inArray(orderOffers.promoCodeId, ids),
        eq(orderOffers.status, 'reserved'),
        sql`${orderOffers.reservedUntil} > now()`,
        eq(orders.status, 'pending_payment'),
      ),
    )
    .groupBy(orderOffers.promoCodeId);
  return new Map(found.map((r) => [Number(r.id), Number(r.n)]));
}

function view(r: Row, reserved: number): PromoCodeView {
  return {
    id: r.id,
    code: r.code,
    kind: r.kind,
    percent: r.percent,
    amountOff: r.amountCents === null ? null : eur(r.amountCents),
    productTypes: r.productTypes,
    validFrom: r.validFrom,
    validTo: r.validTo,
    maxUses: r.maxUses,
    uses: r.uses,
    reserved,
    exclusive: r.exclusive,
    active: r.active,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of a code. */
const audited = (r: Row) => ({
  code: r.code,
  kind: r.kind,
  percent: r.percent,
  amountCents: r.amountCents,
  productTypes: r.productTypes,
  validFrom: r.validFrom,
  validTo: r.validTo,
  maxUses: r.maxUses,
  uses: r.uses,
  exclusive: r.exclusive,
  active: r.active,
});

const fields = (body: PromoCodeRequest) => ({
  code: body.code,
  kind: body.kind,
  percent: body.percent,
  amountCents: body.amountCents,
  productTypes: [...body.productTypes].sort(),
  validFrom: body.validFrom,
  validTo: body.validTo,
  maxUses: body.maxUses,
  exclusive: body.exclusive,
  active: body.active,
});

/** `GET …/promo-codes`: the site's codes, active first, then by code. */
export async function listPromoCodes(db: Db, site: string): Promise<PromoCodesResponse> {
  const list = await db.select().from(promoCodes).where(eq(promoCodes.site, site)).orderBy(sql`${promoCodes.active} desc`, promoCodes.code);
  const reserved = await reservedUses(
    db,
    list.map((r) => r.id),
  );
  return { promoCodes: list.map((r) => view(r, reserved.get(r.id) ?? 0)) };
}

/** `POST …/promo-codes`: 201 with the code; 409 naming `body.code` when the site has it already. */
export async function createPromoCode(db: Db, staff: AuthSession, site: string, body: PromoCodeRequest): Promise<PromoCodeView> {
  try {
    return await transaction(db, async (tx) => {
      const [created] = await tx
        .insert(promoCodes)
        .values({ site, ...fields(body) })
        .returning();
      if (!created) throw new Error('promo code insert returned nothing');
      await recordAudit(tx, staff, { action: 'promo-code.create', subject: `promo code ${created.code}`, after: audited(created) });
      return view(created, 0);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw exists(body.code);
    throw err;
  }
}

/**
 * `PUT …/promo-codes/:id`: the whole code as staff see it (disabling is `active: false`). 400 naming
 * `body.maxUses` below the uses already counted; 409 naming `body.code` for a code the site has.
 */
export async function updatePromoCode(
  db: Db,
  staff: AuthSession,
  site: string,
  id: number,
  body: PromoCodeRequest,
): Promise<PromoCodeView> {
  try {
    return await transaction(db, async (tx) => {
      const [before] = await tx
        .select()
        .from(promoCodes)
        .where(and(eq(promoCodes.site, site), eq(promoCodes.id, id)))
        .for('update');
      if (!before)
        throw new HttpError(404, `params.promoCodeId: no promo code ${id} on this site`, 'params.promoCodeId', ErrorCode.NotFound);
      if (body.maxUses !== null && body.maxUses < before.uses) {
        throw new HttpError(
          400,
          `body.maxUses: must be at least ${before.uses}: the code was used ${before.uses} time${before.uses > 1 ? 's' : ''} already`,
          'body.maxUses',
          ErrorCode.InvalidInput,
        );
      }
      const [after] = await tx
        .update(promoCodes)
        .set({ ...fields(body), updatedAt: sql`now()` })
        .where(eq(promoCodes.id, id))
        .returning();
      if (!after) throw new Error('promo code update returned nothing');
      const action =
        before.active && !after.active ? 'promo-code.disable' : !before.active && after.active ? 'promo-code.enable' : 'promo-code.update';
      await recordAudit(tx, staff, { action, subject: `promo code ${after.code}`, before: audited(before), after: audited(after) });
      return view(after, (await reservedUses(tx, [id])).get(id) ?? 0);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw exists(body.code);
    throw err;
  }
}
