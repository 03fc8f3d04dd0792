import {
  type AuditEntry,
  type BackofficeFiltersResponse,
  type BackofficeOrder,
  type BackofficeOrderLine,
  type BackofficeOrdersQuery,
  type BackofficeOrdersResponse,
  ErrorCode,
  EXECUTION_CODES,
  eur,
  type OrderRow,
  type OrderStatus,
  PRODUCT_TYPES,
  type ProductType,
  type RefundView,
} from '@schuss/contracts';
import { levelNameIn } from '@schuss/contracts/rules';
import { type Db, rows, type StoredParticipant, type Tx } from '@schuss/db';
import { type SQL, sql } from 'drizzle-orm';
import { HttpError } from '../../lib/errors';
import { productName } from '../../lib/format';
import { dayEnd, dayStart, isoAt, num } from '../../lib/sql';
import { schoolLevels } from '../catalogue';
import { invoicesOf } from '../invoicing';
import { lineMoney, participantRefunds, participantShares } from '../ledger';
import { staffOrderOffers } from '../offers';
import { schoolInfo } from '../schools';

/** Escapes LIKE's wildcards so a search for `50%` or `a_b` means those characters. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

// ---------------------------------------------------------------------------------------------
// The orders list

/** Digits of a phone number written any way (`+33 6 12 34 56 78` → `33612345678`). */
const digitsOf = (s: string) => s.replace(/\D/g, '');
/** Only what a phone number is written with, and enough digits to mean one. */
const looksLikePhone = (s: string) => /^[\d\s+().-]+$/.test(s) && digitsOf(s).length >= 6;
/**
 * Phone numbers match on their last 9 digits (a French number without its 0 or +33: `06 12 34 56 78`
 * finds `+33 6 12 34 56 78`); shorter input matches the start of the stored digits.
 */
const PHONE_TAIL = 9;

/**
 * What the search box finds, each branch usable by an index of migration 0008/0009 so that the
 * planner can OR their bitmaps instead of reading every order: an e-mail (exact, lower-cased), a
 * phone number (its last 9 digits, or the start of its digits), else an order number's start
 * (numbers are upper-case), a first or last name's start, or "first last" / "last first".
 */
function searchCondition(raw: string): SQL {
  const q = raw.trim();
  if (q.includes('@')) return sql`o.search_email = lower(${q})`;
  if (looksLikePhone(q)) {
    const digits = digitsOf(q);
    return digits.length >= PHONE_TAIL
      ? sql`right(o.search_phone, ${PHONE_TAIL}) = ${digits.slice(-PHONE_TAIL)}`
      : sql`o.search_phone like ${`${digits}%`}`;
  }
  const prefix = `${likeEscape(q)}%`;
  const branches: SQL[] = [
    sql`o.number like upper(${prefix})`,
    sql`o.search_last_name like lower(${prefix})`,
    sql`o.search_first_name like lower(${prefix})`,
  ];
  const words = q.split(/\s+/);
  if (words.length > 1) {
    const first = `${likeEscape(words[0] as string)}%`;
    const rest = `${likeEscape(words.slice(1).join(' '))}%`;
    branches.push(sql`(o.search_first_name like lower(${first}) and o.search_last_name like lower(${rest}))`);
    branches.push(sql`(o.search_last_name like lower(${first}) and o.search_first_name like lower(${rest}))`);
  }
  return sql`(${sql.join(branches, sql` or `)})`;
}

/** The WHERE of the list and of its count: the site, the search and every filter. */
function ordersWhere(site: string, q: BackofficeOrdersQuery): SQL {
  const where: SQL[] = [sql`o.site = ${site}`];
  if (q.q) where.push(searchCondition(q.q));
  if (q.status) where.push(sql`o.status = ${q.status}`);
  if (q.from) where.push(sql`o.created_at >= ${dayStart(q.from)}`);
  if (q.to) where.push(sql`o.created_at < ${dayEnd(q.to)}`);
  // The order's product types and merchants as sold (kept on the order with its lines, migration
  // 0010; a cancelled line still counts): no join of its lines for a type or a merchant alone.
  const merchantIds = sql`array(select m.id from merchants m where m.key = ${q.merchant ?? ''})`;
  if (q.type) where.push(sql`o.product_types @> array[${q.type}]::text[]`);
  if (q.merchant) where.push(sql`o.merchant_ids && ${merchantIds}`);
  if (q.type && q.merchant) {
    // Both asked: one line must be of the type and of the merchant (the arrays above narrow the orders first).
    where.push(sql`exists (select 1 from order_lines l
      where l.order_id = o.id and l.product_type = ${q.type} and l.merchant_id = any(${merchantIds}))`);
  }
  if (q.provider) where.push(sql`o.business_provider_id = ${q.provider}`);
  if (q.referral) where.push(sql`o.referral_type = ${q.referral}`);
  return sql.join(where, sql` and `);
}

const SORT_COLUMNS: Record<BackofficeOrdersQuery['sort'], SQL> = {
  createdAt: sql`o.created_at`,
  paidAt: sql`o.paid_at`,
  total: sql`o.total_cents`,
  number: sql`o.number`,
  lastName: sql`o.search_last_name`,
};

type ListRow = {
  number: string;
  status: OrderStatus;
  lang: string;
  created_at: string;
  paid_at: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  total_cents: number;
  refunded_cents: number;
  has_quotation: boolean;
  business_provider_id: string | null;
  referral_type: string | null;
  types: ProductType[] | string | null;
  execution_code: string | null;
};

/** Product types in the contract's order (the same order everywhere on screen). */
const typeOrder = (types: Iterable<string>): ProductType[] => {
  const set = new Set(types);
  return PRODUCT_TYPES.filter((t) => set.has(t));
};
/** A text[] comes back as an array on both drivers, but be lenient with its `{A,B}` literal. */
const textArray = (v: string[] | string | null): string[] =>
  Array.isArray(v)
    ? v
    : typeof v === 'string'
      ? v
          .replace(/^\{|\}$/g, '')
          .split(',')
          .filter(Boolean)
      : [];

/** The orders list counts matches up to this many; past it, it answers "10 000+". */
export const ORDERS_COUNT_CAP = 10_000;

/**
 * `GET …/orders`: one page of the site's orders matching the search and filters, sorted (ties by
 * id, so pages never overlap), and how many match in all, up to `countCap` (`totalCapped` when
 * more do). The page is chosen first; its rows' last payment attempt is read for those rows only.
 */
export async function listOrders(
  db: Db,
  site: string,
  q: BackofficeOrdersQuery,
  countCap = ORDERS_COUNT_CAP,
): Promise<BackofficeOrdersResponse> {
  const where = ordersWhere(site, q);
  const dir = q.dir === 'asc' ? sql`asc` : sql`desc`;
  // Orders not paid yet sort after the paid ones whichever the direction; the other sort columns
  // are never null, and a plain ORDER BY lets an index (site, column) give the rows in order.
  const order = sql`${SORT_COLUMNS[q.sort]} ${dir}${q.sort === 'paidAt' ? sql` nulls last` : sql``}, o.id ${dir}`;
  const offset = (q.page - 1) * q.pageSize;
  // The count stops past `countCap` (a broad filter matches tens of thousands of orders, and an exact
  // count of them costs more than the page): `total` is then the cap and `totalCapped` true.
  const [count] = await rows<{ n: unknown }>(
    db,
    sql`select count(*) as n from (select 1 from orders o where ${where} limit ${countCap + 1}) matching`,
  );
  const totalCapped = num(count?.n) > countCap;
  const total = Math.min(num(count?.n), countCap);
  const list =
    totalCapped || total > offset
      ? await rows<ListRow>(
          db,
          sql`with page as (
                select o.id, o.number, o.status, o.lang, o.created_at, o.paid_at, o.contact, o.total_cents, o.refunded_cents,
                       o.has_quotation, o.business_provider_id, o.referral_type, o.search_last_name, o.search_first_name,
                       o.product_types
                from orders o where ${where} order by ${order} limit ${q.pageSize} offset ${offset})
              select o.number, o.status, o.lang, ${isoAt(sql`o.created_at`)} as created_at, ${isoAt(sql`o.paid_at`)} as paid_at,
                     o.contact->>'firstName' as first_name, o.contact->>'lastName' as last_name,
                     o.contact->>'email' as email, o.contact->>'phone' as phone,
                     o.total_cents, o.refunded_cents, o.has_quotation, o.business_provider_id, o.referral_type,
                     o.product_types as types,
                     (select p.execution_code from payments p where p.order_id = o.id
                       order by p.created_at desc, p.id desc limit 1) as execution_code
              from page o order by ${order}`,
        )
      : [];
  return {
    rows: list.map(
      (r): OrderRow => ({
        number: r.number,
        status: r.status,
        lang: r.lang,
        createdAt: r.created_at,
        paidAt: r.paid_at,
        firstName: r.first_name ?? '',
        lastName: r.last_name ?? '',
        email: r.email ?? '',
        phone: r.phone ?? '',
        total: eur(num(r.total_cents)),
        refunded: eur(num(r.refunded_cents)),
        types: typeOrder(textArray(r.types)),
        businessProviderId: r.business_provider_id,
        referralType: r.referral_type,
        // A quotation is paid without a payment attempt: it reads as a success.
        executionCode: r.has_quotation && r.status === 'paid' ? EXECUTION_CODES.success : r.execution_code,
      }),
    ),
    total,
    totalCapped,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** `GET …/filters`: the resort's merchants and product types, and the providers and referral types seen in the site's orders. */
export async function orderFilters(db: Db, site: string): Promise<BackofficeFiltersResponse> {
  const s = await schoolInfo(db, site);
  const merchants = await rows<{ key: string; name: string }>(
    db,
    sql`select key, name from merchants where resort = ${s.resort} order by name, key`,
  );
  const providers = await rows<{ v: string }>(
    db,
    sql`select distinct business_provider_id as v from orders where site = ${site} and business_provider_id is not null order by 1`,
  );
  const referrals = await rows<{ v: string }>(
    db,
    sql`select distinct referral_type as v from orders where site = ${site} and referral_type is not null order by 1`,
  );
  const types = await rows<{ v: string }>(db, sql`select distinct type as v from products where resort = ${s.resort}`);
  return {
    merchants,
    providers: providers.map((r) => r.v),
    referralTypes: referrals.map((r) => r.v),
    types: typeOrder(types.map((r) => r.v)),
  };
}

// ---------------------------------------------------------------------------------------------
// One order

type OrderHead = {
  id: number;
  number: string;
  status: OrderStatus;
  lang: string;
  created_at: string;
  paid_at: string | null;
  contact: BackofficeOrder['contact'];
  total_cents: number;
  refunded_cents: number;
  business_provider_id: string | null;
  referral_type: string | null;
  fulfilment_note: string | null;
};

type LineRow = {
  id: number;
  product_key: string;
  product_type: ProductType;
  product_name: { fr: string; en: string };
  merchant: string;
  slot_id: number | null;
  start_date: string | null;
  end_date: string | null;
  start_time: string | null;
  quantity: number;
  total_cents: number;
  participants: StoredParticipant[];
  cancelled_at: string | null;
};

/**
 * `GET …/orders/:number`: everything staff need about one order. 404 (`params.number`) when the
 * number is unknown or is another site's. Takes a transaction too: a cancellation answers the order
 * as its own transaction left it. Product names are in the site's default language (staff read
 * every order in one language). `paid` is what succeeded payments took; `refundable` what of it
 * was not refunded yet (pending refunds count as refunded).
 */
export async function orderDetail(db: Db | Tx, site: string, number: string): Promise<BackofficeOrder> {
  const [o] = await rows<OrderHead>(
    db,
    sql`select o.id, o.number, o.status, o.lang, ${isoAt(sql`o.created_at`)} as created_at, ${isoAt(sql`o.paid_at`)} as paid_at,
               o.contact, o.total_cents, o.refunded_cents, o.business_provider_id, o.referral_type, o.fulfilment_note
        from orders o where o.site = ${site} and o.number = ${number.trim().toUpperCase()}`,
  );
  if (!o) throw new HttpError(404, `params.number: no order ${number} on this site`, 'params.number', ErrorCode.NotFound);
  const s = await schoolInfo(db, site);

  // Levels are stored by their ladder's key (issue 30): said by name, in the school's language like product names.
  const ladder = await schoolLevels(db, site);
  const levelName = (given: string | undefined) => levelNameIn(ladder, given, s.defaultLang);
  const money = new Map((await lineMoney(db, o.id)).map((m) => [m.orderLineId, m]));
  const byParticipant = await participantRefunds(db, o.id);
  const lines = await rows<LineRow>(
    db,
    sql`select l.id, l.product_key, l.product_type, p.name as product_name, m.name as merchant, l.slot_id,
               coalesce(s.starts_on, l.start_date)::text as start_date,
               coalesce(s.ends_on, l.start_date + greatest(coalesce(l.days, 1) - 1, 0))::text as end_date,
               to_char(s.start_time, 'HH24:MI') as start_time,
               l.quantity, l.total_cents, l.participants, ${isoAt(sql`l.cancelled_at`)} as cancelled_at
        from order_lines l
        join products p on p.id = l.product_id
        join merchants m on m.id = l.merchant_id
        left join slots s on s.id = l.slot_id
        where l.order_id = ${o.id}
        order by l.line_id, l.id`,
  );
  const payments = await rows<{
    id: string;
    provider: string;
    amount_cents: number;
    status: string;
    execution_code: string | null;
    transaction_id: string | null;
    created_at: string;
    notified_at: string | null;
  }>(
    db,
    sql`select id, provider, amount_cents, status, execution_code, transaction_id,
               ${isoAt(sql`created_at`)} as created_at, ${isoAt(sql`notified_at`)} as notified_at
        from payments where order_id = ${o.id} order by created_at, id`,
  );
  const refundRows = await rows<{
    id: string;
    amount_cents: number;
    status: RefundView['status'];
    reason: string;
    line_ids: number[];
    user_label: string;
    created_at: string;
    error: string | null;
  }>(
    db,
    sql`select id, amount_cents, status, reason, line_ids, user_label, ${isoAt(sql`created_at`)} as created_at, error
        from refunds where order_id = ${o.id} order by created_at, id`,
  );
  const emails = await rows<{
    kind: 'confirmation' | 'cancellation' | 'closure';
    to: string;
    subject: string;
    status: 'queued' | 'sent' | 'failed';
    at: string;
  }>(db, sql`select kind, "to", subject, status, ${isoAt(sql`at`)} as at from order_emails where order_id = ${o.id} order by at, id`);
  const audit = await rows<{
    id: unknown;
    at: string;
    user_label: string;
    action: string;
    subject: string;
    before: unknown;
    after: unknown;
  }>(
    db,
    sql`select id, ${isoAt(sql`at`)} as at, user_label, action, subject, before, after
        from audit_log where order_id = ${o.id} order by at desc, id desc`,
  );

  const paidCents = payments.filter((p) => p.status === 'succeeded').reduce((n, p) => n + num(p.amount_cents), 0);
  const refundedCents = num(o.refunded_cents);
  // Promo codes and gift vouchers (offers): what vouchers paid can be credited back to them.
  const offers = await staffOrderOffers(db, num(o.id));
  const invoiceList = await invoicesOf(db, num(o.id));
  return {
    number: o.number,
    status: o.status,
    lang: o.lang,
    createdAt: o.created_at,
    paidAt: o.paid_at,
    contact: o.contact,
    total: eur(num(o.total_cents)),
    paid: eur(paidCents),
    refunded: eur(refundedCents),
    // What the card and gift vouchers can get back, and no more than the lines still hold (the desk's money counts).
    refundable: eur(
      Math.min(
        Math.max(0, paidCents - refundedCents) + (offers?.voucherCreditable.amount ?? 0),
        [...money.values()].reduce((n, m) => n + m.leftCents, 0),
      ),
    ),
    businessProviderId: o.business_provider_id,
    referralType: o.referral_type,
    fulfilmentNote: o.fulfilment_note,
    lines: lines.map(
      (l): BackofficeOrderLine => ({
        id: l.id,
        productKey: l.product_key,
        productType: l.product_type,
        name: productName(l.product_name, undefined, s),
        merchant: l.merchant,
        slotId: l.slot_id,
        startDate: l.start_date,
        endDate: l.end_date,
        startTime: l.start_time,
        quantity: l.quantity,
        total: eur(num(l.total_cents)),
        paid: eur(money.get(l.id)?.paidCents ?? 0),
        refundable: eur(money.get(l.id)?.leftCents ?? 0),
        givable: eur(money.get(l.id)?.givableCents ?? 0),
        participants: l.participants.map((p, index, all) => ({
          index,
          firstName: p.firstName,
          lastName: p.lastName,
          birthDate: p.birthDate,
          level: levelName(p.level),
          height: p.height ?? null,
          weight: p.weight ?? null,
          shoeSize: p.shoeSize ?? null,
          price: eur(p.priceCents),
          cancelledAt: p.cancelledAt ?? null,
          refundable: eur(
            participantShares(
              money.get(l.id) ?? { paidCents: 0, leftCents: 0 },
              all.map((x) => x.priceCents),
              byParticipant.get(l.id),
            )[index]?.leftCents ?? 0,
          ),
        })),
        cancelledAt: l.cancelled_at,
      }),
    ),
    payments: payments.map((p) => ({
      id: p.id,
      provider: p.provider,
      amount: eur(num(p.amount_cents)),
      status: p.status,
      executionCode: p.execution_code,
      transactionId: p.transaction_id,
      createdAt: p.created_at,
      notifiedAt: p.notified_at,
    })),
    refunds: refundRows.map((r) => ({
      id: r.id,
      amount: eur(num(r.amount_cents)),
      status: r.status,
      reason: r.reason,
      lineIds: r.line_ids,
      by: r.user_label,
      createdAt: r.created_at,
      error: r.error,
    })),
    emails: emails.map((e) => ({ kind: e.kind, to: e.to, subject: e.subject, status: e.status, at: e.at })),
    audit: audit.map(
      (a): AuditEntry => ({
        id: num(a.id),
        at: a.at,
        by: a.user_label,
        action: a.action,
        subject: a.subject,
        before: a.before ?? null,
        after: a.after ?? null,
      }),
    ),
    ...(offers ? { offers } : {}),
    invoices: invoiceList,
  };
}
