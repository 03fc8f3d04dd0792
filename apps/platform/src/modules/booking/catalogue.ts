import {
  type AvailabilityQuery,
  type AvailabilityResponse,
  eur,
  type Level,
  type ProductQuery,
  type ProductView,
  type SchoolMeetingPoint,
  type SlotView,
} from '@schuss/contracts';
import { fromPrice, meetingPointIn, minutesBetween, todayIso } from '@schuss/contracts/rules';
import { type Db, merchants, products, slots } from '@schuss/db';
import { and, asc, eq, gte, inArray, isNull, lte, type SQL } from 'drizzle-orm';
import { notFound } from '../../lib/errors';
import { localized } from '../../lib/format';
import { resortLevels } from '../catalogue';
import { resortMeetingPoints } from '../schools';
import { privateRoom } from './instructor-room';
import { levelViews, taughtLevels } from './levels';

export type ProductRow = typeof products.$inferSelect & { merchantKey: string; merchantName: string };
export type SlotRow = typeof slots.$inferSelect;

const hhmm = (t: string | null) => (t ? t.slice(0, 5) : null);

const productColumns = {
  id: products.id,
  resort: products.resort,
  merchantId: products.merchantId,
  key: products.key,
  type: products.type,
  name: products.name,
  description: products.description,
  attributes: products.attributes,
  pricing: products.pricing,
  dated: products.dated,
  hidden: products.hidden,
  version: products.version,
  updatedAt: products.updatedAt,
  merchantKey: merchants.key,
  merchantName: merchants.name,
};

function selectProducts(db: Db, where: SQL | undefined): Promise<ProductRow[]> {
  return db
    .select(productColumns)
    .from(products)
    .innerJoin(merchants, eq(merchants.id, products.merchantId))
    .where(where)
    .orderBy(asc(products.id));
}

/**
 * A product of a resort by key, with its merchant, in one read (its prices and its version go
 * together); 404 naming it when absent — or hidden, when `offered` (what visitors are offered).
 */
export async function findProduct(
  db: Db,
  resort: string,
  key: string,
  { field = 'body.productKey', offered = false }: { field?: string; offered?: boolean } = {},
): Promise<ProductRow> {
  const [p] = await selectProducts(
    db,
    and(eq(products.resort, resort), eq(products.key, key), offered ? eq(products.hidden, false) : undefined),
  );
  if (!p) throw notFound(`Unknown product "${key}" in resort "${resort}"`, field);
  return p;
}

function slotView(p: ProductRow, s: SlotRow, room?: Map<number, number>): SlotView {
  // A private lesson: no more than instructors are free for (instructor-room.ts), where the school plans the day.
  const free = room?.get(s.id);
  const remaining = Math.max(0, Math.min(s.capacity - s.held - s.sold, free ?? Number.POSITIVE_INFINITY));
  const minutes = s.startTime && s.endTime ? minutesBetween(s.startTime, s.endTime) : undefined;
  return {
    id: s.id,
    startsOn: s.startsOn,
    endsOn: s.endsOn,
    startTime: hhmm(s.startTime),
    endTime: hhmm(s.endTime),
    capacity: s.capacity,
    remaining,
    full: remaining === 0,
    fromPrice: eur(fromPrice(p.pricing, minutes)),
  };
}

/** What a product's view says besides the product: the school's meeting points and ladders. */
type SchoolData = { points: SchoolMeetingPoint[]; ladder: Level[] };
const schoolData = async (db: Db, resort: string): Promise<SchoolData> => ({
  points: await resortMeetingPoints(db, resort),
  ladder: await resortLevels(db, resort),
});

function productView(
  p: ProductRow,
  lang: string,
  productSlots: SlotRow[],
  { points, ladder }: SchoolData,
  room?: Map<number, number>,
): ProductView {
  return {
    key: p.key,
    type: p.type,
    name: localized(p.name, lang),
    description: localized(p.description, lang),
    merchant: { key: p.merchantKey, name: p.merchantName },
    dated: p.dated,
    attributes: p.attributes,
    pricing: p.pricing,
    fromPrice: eur(fromPrice(p.pricing)),
    meetingPoint: meetingPointIn(points, p.attributes.meetingPoint, lang),
    levels: levelViews(taughtLevels(ladder, p.attributes), p.attributes, lang),
    slots: productSlots.map((s) => slotView(p, s, room)),
    version: p.version,
  };
}

function matches(p: ProductRow, q: AvailabilityQuery): boolean {
  const a = p.attributes;
  if (q.type && p.type !== q.type) return false;
  if (q.discipline && a.discipline !== q.discipline) return false;
  if (q.level && a.level !== q.level && !(a.levels ?? []).includes(q.level)) return false;
  if (q.age !== undefined && ((a.ageMin !== undefined && q.age < a.ageMin) || (a.ageMax !== undefined && q.age > a.ageMax))) return false;
  return true;
}

/** The slots of per-booking products (private lessons): those instructors' free time limits. */
const privateSlotIds = (ps: ProductRow[], found: SlotRow[]) => {
  const privates = new Set(ps.filter((p) => p.attributes.capacityUnit === 'booking').map((p) => p.id));
  return found.filter((s) => privates.has(s.productId)).map((s) => s.id);
};

/** Open slots of some products that start on or after `from` (never in the past) and end by `to`; closed slots are not offered. */
async function slotsOf(db: Db, productIds: number[], from: string, to: string | undefined, limit = 2000): Promise<SlotRow[]> {
  if (!productIds.length) return [];
  const today = todayIso();
  const start = from > today ? from : today;
  return db
    .select()
    .from(slots)
    .where(
      and(inArray(slots.productId, productIds), gte(slots.startsOn, start), to ? lte(slots.endsOn, to) : undefined, isNull(slots.closedAt)),
    )
    .orderBy(asc(slots.startsOn), asc(slots.startTime), asc(slots.id))
    .limit(limit);
}

/**
 * Products of a resort for a stay, with prices and remaining places: dated products with their
 * slots inside the stay (those without any are left out), other products as they are. Hidden
 * products are not offered.
 */
export async function availability(db: Db, q: AvailabilityQuery): Promise<AvailabilityResponse> {
  // Reads only: expired holds are released by the `holds.expire` job every minute (modules/jobs), and by an
  // add that finds the slot full (cart.ts); until then a slot may show up to a minute's expired holds as taken.
  const all = (await selectProducts(db, and(eq(products.resort, q.resort), eq(products.hidden, false)))).filter((p) => matches(p, q));
  const dated = all.filter((p) => p.dated).map((p) => p.id);
  const bySlot = new Map<number, SlotRow[]>();
  const found = await slotsOf(db, dated, q.from, q.to);
  for (const s of found) bySlot.set(s.productId, [...(bySlot.get(s.productId) ?? []), s]);
  const school = all.length ? await schoolData(db, q.resort) : { points: [], ladder: [] };
  const room = await privateRoom(db, privateSlotIds(all, found), q.instructor);
  const views = all.flatMap((p) => {
    const s = bySlot.get(p.id) ?? [];
    return p.dated && s.length === 0 ? [] : [productView(p, q.lang, s, school, room)];
  });
  return { from: q.from, to: q.to, products: views };
}

/** One product with its upcoming slots (inside `from`–`to` when given); 404 when hidden. */
export async function productDetail(db: Db, key: string, q: ProductQuery): Promise<ProductView> {
  const p = await findProduct(db, q.resort, key, { field: 'params.key', offered: true });
  const s = p.dated ? await slotsOf(db, [p.id], q.from ?? todayIso(), q.to, 1000) : [];
  return productView(p, q.lang, s, await schoolData(db, q.resort), await privateRoom(db, privateSlotIds([p], s), q.instructor));
}

/**
 * The "from" price, in cents, of some products a resort offers (hidden ones are left out): the same
 * `fromPrice` the widget shows, so a page that quotes a product's price never disagrees with it.
 */
export async function offeredFromPrices(db: Db, resort: string, keys: string[]): Promise<Map<string, number>> {
  if (!keys.length) return new Map();
  const found = await selectProducts(db, and(eq(products.resort, resort), inArray(products.key, keys), eq(products.hidden, false)));
  return new Map(found.map((p) => [p.key, fromPrice(p.pricing)]));
}
