import { type Db, one, providerSessions } from '@schuss/db';
import { and, eq, sql } from 'drizzle-orm';

/**
 * The Lyra adapter's own state: one row of `provider_sessions` per payment attempt (provider
 * `lyra`, external id = `vads_trans_date` + `vads_trans_id`), holding the signed form the
 * `/pay/lyra/:paymentId` page posts, and whether the platform cancelled it.
 */

export const LYRA = 'lyra';

export type LyraSessionData = {
  /** The signed form, `signature` included, exactly as posted to Lyra. */
  fields: Record<string, string>;
  status: 'open' | 'cancelled';
  lang: string;
  merchantName: string;
  orderNumber: string;
  amountCents: number;
  returnUrl: string;
  cancelUrl: string;
  expiresAt: string;
  /** Lyra's payment page the form posts to (the school's brand); unset in sessions opened before it was recorded: LYRA_PAYMENT_URL. */
  paymentUrl?: string;
  /** Refunds already made, by idempotency key: the same refund asked again is not sent twice. */
  refunds?: Record<string, string>;
};

export type LyraSession = { paymentId: string; externalId: string; data: LyraSessionData; expired: boolean; paymentStatus: string | null };

/**
 * Records a session unless the attempt has one already (a second start reuses it). `vads_trans_id`
 * must be unique for the shop within a UTC day: the insert is refused when that day already has
 * it, and the caller draws another. Answers the attempt's session, or `clash`.
 */
export async function openLyraSession(
  db: Db,
  s: { paymentId: string; transDate: string; transId: string; data: LyraSessionData },
): Promise<{ data: LyraSessionData } | 'clash'> {
  const existing = await findLyraSession(db, s.paymentId);
  if (existing) return { data: existing.data };
  const inserted = await one<{ payment_id: string }>(
    db,
    sql`insert into provider_sessions (payment_id, provider, external_id, data)
        select ${s.paymentId}, ${LYRA}, ${s.transDate + s.transId}, ${JSON.stringify(s.data)}::jsonb
         where not exists (select 1 from provider_sessions
                            where provider = ${LYRA} and left(external_id, 8) = ${s.transDate.slice(0, 8)}
                              and lower(right(external_id, 6)) = ${s.transId.toLowerCase()})
        on conflict do nothing
        returning payment_id`,
  );
  if (inserted) return { data: s.data };
  const raced = await findLyraSession(db, s.paymentId);
  return raced ? { data: raced.data } : 'clash';
}

/** The session of an attempt with the attempt's status (read only: the page shows the form for an open attempt only). */
export async function findLyraSession(db: Db, paymentId: string): Promise<LyraSession | undefined> {
  const found = await one<{
    payment_id: string;
    external_id: string;
    data: LyraSessionData;
    expired: boolean;
    payment_status: string | null;
  }>(
    db,
    sql`select s.payment_id, s.external_id, s.data, (s.data->>'expiresAt')::timestamptz <= now() as expired, p.status as payment_status
          from provider_sessions s left join payments p on p.id = s.payment_id
         where s.provider = ${LYRA} and s.payment_id = ${paymentId}`,
  );
  if (!found) return undefined;
  const data = typeof found.data === 'string' ? (JSON.parse(found.data) as LyraSessionData) : found.data;
  return {
    paymentId: found.payment_id,
    externalId: found.external_id,
    data,
    expired: Boolean(found.expired),
    paymentStatus: found.payment_status,
  };
}

/** The platform closed the attempt: its page no longer posts the form. */
export async function cancelLyraSession(db: Db, paymentId: string): Promise<void> {
  await db
    .update(providerSessions)
    .set({ data: sql`jsonb_set(${providerSessions.data}, '{status}', '"cancelled"')` })
    .where(and(eq(providerSessions.provider, LYRA), eq(providerSessions.paymentId, paymentId)));
}

/** A refund made: remembered under its idempotency key. */
export async function recordLyraRefund(db: Db, paymentId: string, key: string, refundId: string): Promise<void> {
  await db
    .update(providerSessions)
    .set({
      data: sql`jsonb_set(${providerSessions.data}, '{refunds}', coalesce(${providerSessions.data}->'refunds', '{}'::jsonb) || jsonb_build_object(${key}::text, ${refundId}::text))`,
    })
    .where(and(eq(providerSessions.provider, LYRA), eq(providerSessions.paymentId, paymentId)));
}
