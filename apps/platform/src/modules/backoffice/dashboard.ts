import {
  type DashboardDay,
  type DashboardQuery,
  type DashboardResponse,
  ErrorCode,
  type ProductType,
  type SlotPlaces,
  type SlotsResponse,
} from '@schuss/contracts';
import { addDays, daysBetween, todayIso } from '@schuss/contracts/rules';
import { type Db, rows } from '@schuss/db';
import { sql } from 'drizzle-orm';
import { HttpError } from '../../lib/errors';
import { productName } from '../../lib/format';
import { dayEnd, dayStart, num } from '../../lib/sql';
import { dayGroups } from '../groups';
import { type SchoolInfo, schoolInfo } from '../schools';

/** The rosters screen shows today and the next 7 days unless asked otherwise; at most this many days at once. */
const SLOT_DAYS_DEFAULT = 8;
const SLOT_DAYS_MAX = 62;

type SlotRow = {
  id: number;
  key: string;
  type: ProductType;
  name: { fr: string; en: string };
  starts_on: string;
  ends_on: string;
  start_time: string | null;
  end_time: string | null;
  capacity: number;
  held: number;
  sold: number;
};

/**
 * The dated slots of the site's resort (lessons, and the other products sold on dated slots:
 * transfers, stands — they have rosters too) running on any day of [from, to], i.e. starting on
 * or before `to` and ending on or after `from` — or the one slot `slotId`; by start day, start time, product.
 */
export async function siteSlots(
  db: Db,
  site: SchoolInfo,
  which: { from: string; to: string } | { slotId: number },
  lang?: string,
): Promise<SlotPlaces[]> {
  const list = await rows<SlotRow>(
    db,
    sql`select s.id, p.key, p.type, p.name, s.starts_on::text as starts_on, s.ends_on::text as ends_on,
               to_char(s.start_time, 'HH24:MI') as start_time, to_char(s.end_time, 'HH24:MI') as end_time,
               s.capacity, s.held, s.sold
        from slots s join products p on p.id = s.product_id
        where p.resort = ${site.resort} and p.dated
          and ${'slotId' in which ? sql`s.id = ${which.slotId}` : sql`s.starts_on <= ${which.to} and s.ends_on >= ${which.from}`}
        order by s.starts_on, s.start_time nulls first, p.key, s.id`,
  );
  return list.map((s) => ({
    slotId: s.id,
    productKey: s.key,
    productType: s.type,
    name: productName(s.name, lang, site),
    startsOn: s.starts_on,
    endsOn: s.ends_on,
    startTime: s.start_time,
    endTime: s.end_time,
    capacity: s.capacity,
    sold: s.sold,
    held: s.held,
    free: Math.max(0, s.capacity - s.sold - s.held),
  }));
}

/**
 * `GET …/dashboard`: the days [from, from + days − 1] (default today and the next 7):
 * - `slots`: the dated slots running on any of them, with places sold, held and free;
 * - `days`: per day, the orders paid that day (whatever became of them since) and the revenue: what
 *   the payment provider took that day less what it gave back that day, per product type, from the
 *   money ledger (`revenueCents` is their sum; a promo code's discount is not revenue, a gift voucher
 *   counts when bought);
 * - `payments`, over orders created on those days: `failed` = orders whose payment failed
 *   (status `failed`) or still awaiting payment whose latest attempt was refused; `pending` = the
 *   other orders still awaiting payment. An order counts in one of the two at most.
 */
export async function dashboard(db: Db, site: string, q: DashboardQuery): Promise<DashboardResponse> {
  const s = await schoolInfo(db, site);
  const from = q.from ?? todayIso();
  const to = addDays(from, (q.days ?? SLOT_DAYS_DEFAULT) - 1);
  const slots = await siteSlots(db, s, { from, to }, q.lang);

  const paidPerDay = await rows<{ day: string; orders: unknown }>(
    db,
    sql`select (o.paid_at at time zone 'UTC')::date::text as day, count(*) as orders
        from orders o
        where o.site = ${site} and o.paid_at >= ${dayStart(from)} and o.paid_at < ${dayEnd(to)}
        group by 1`,
  );
  const revenueByDayType = await rows<{ day: string; type: ProductType; cents: unknown }>(
    db,
    sql`select d.day::text as day, d.product_type as type, sum(d.paid_cents - d.refunded_cents) as cents
        from ledger_days d
        where d.site = ${site} and d.day >= ${from}::date and d.day <= ${to}::date and d.product_type <> ''
        group by 1, 2
        having sum(d.paid_cents - d.refunded_cents) <> 0`,
  );
  const days: DashboardDay[] = Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => {
    const date = addDays(from, i);
    const byType: DashboardDay['byType'] = {};
    let revenueCents = 0;
    for (const r of revenueByDayType) {
      if (r.day !== date) continue;
      byType[r.type] = num(r.cents);
      revenueCents += num(r.cents);
    }
    return { date, orders: num(paidPerDay.find((d) => d.day === date)?.orders), revenueCents, byType };
  });

  const [payments] = await rows<{ failed: unknown; pending: unknown }>(
    db,
    sql`with created as (
          select o.status,
                 (select p.status from payments p where p.order_id = o.id order by p.created_at desc, p.id desc limit 1) as last_attempt
          from orders o
          where o.site = ${site} and o.created_at >= ${dayStart(from)} and o.created_at < ${dayEnd(to)}
            and o.status in ('failed', 'pending_payment'))
        select count(*) filter (where status = 'failed' or last_attempt = 'refused') as failed,
               count(*) filter (where status = 'pending_payment' and last_attempt is distinct from 'refused') as pending
        from created`,
  );
  return {
    from,
    to,
    slots,
    days,
    payments: { failed: num(payments?.failed), pending: num(payments?.pending) },
    groups: await dayGroups(db, site, from, q.lang === 'en' ? 'en' : q.lang === 'fr' ? 'fr' : s.defaultLang === 'en' ? 'en' : 'fr'),
    ...(slots.length === 0 ? { nextLessonDay: await nextLessonDay(db, s, to) } : {}),
  };
}

/**
 * The first day after `to` on which a dated slot runs, with the slots running that day and their places:
 * what the dashboard points to before the season (asked only when no slot runs in the period).
 */
async function nextLessonDay(db: Db, s: SchoolInfo, to: string): Promise<DashboardResponse['nextLessonDay']> {
  const after = addDays(to, 1);
  const [first] = await rows<{ day: string | null }>(
    db,
    sql`select min(greatest(s.starts_on, ${after}::date))::text as day
          from slots s join products p on p.id = s.product_id
         where p.resort = ${s.resort} and p.dated and s.ends_on >= ${after}::date`,
  );
  if (!first?.day) return null;
  const [day] = await rows<{ slots: unknown; capacity: unknown; sold: unknown; held: unknown }>(
    db,
    sql`select count(*) as slots, coalesce(sum(s.capacity), 0) as capacity, coalesce(sum(s.sold), 0) as sold,
               coalesce(sum(s.held), 0) as held
          from slots s join products p on p.id = s.product_id
         where p.resort = ${s.resort} and p.dated and s.starts_on <= ${first.day}::date and s.ends_on >= ${first.day}::date`,
  );
  return { date: first.day, slots: num(day?.slots), capacity: num(day?.capacity), sold: num(day?.sold), held: num(day?.held) };
}

/** `GET …/slots`: the dated slots running between two days (default today and the next 7), for the rosters. */
export async function lessonSlots(db: Db, site: string, q: { from?: string; to?: string; lang?: string }): Promise<SlotsResponse> {
  const s = await schoolInfo(db, site);
  const from = q.from ?? (q.to ? addDays(q.to, -(SLOT_DAYS_DEFAULT - 1)) : todayIso());
  const to = q.to ?? addDays(from, SLOT_DAYS_DEFAULT - 1);
  if (to < from) throw new HttpError(400, 'query.to: must be on or after query.from', 'query.to', ErrorCode.InvalidInput);
  if (daysBetween(from, to) >= SLOT_DAYS_MAX) {
    throw new HttpError(400, `query.to: at most ${SLOT_DAYS_MAX} days at once`, 'query.to', ErrorCode.InvalidInput);
  }
  return { slots: await siteSlots(db, s, { from, to }, q.lang) };
}
