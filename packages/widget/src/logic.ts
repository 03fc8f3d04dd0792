/**
 * Pure logic of the booking widget (no DOM, no React): dates of the stay, euros, participant
 * validation, cart grouping for display and analytics items. Unit-tested in logic.test.ts.
 */
import type { CartResponse, ProductType } from '@schuss/contracts';

export type Lang = 'fr' | 'en';
export type Stay = { from: string; to: string };
export type View = 'offers' | 'product' | 'cart';

const DAY = 86_400_000;
const ISO = /^\d{4}-\d{2}-\d{2}$/;

export const isIsoDate = (d: unknown): d is string => {
  if (typeof d !== 'string' || !ISO.test(d)) return false;
  const t = Date.parse(`${d}T00:00:00Z`);
  // A month 13 parses to NaN (toISOString would throw); 30 February rolls over to March.
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === d;
};

export const todayIso = (now: Date = new Date()) => now.toISOString().slice(0, 10);

export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

/** Length of the default stay, in days. */
export const DEFAULT_STAY_DAYS = 7;

/** The default stay: the next 7 days from today, or from the season start when it is later. */
export function defaultStay(today: string, seasonStart?: string): Stay {
  const from = seasonStart && isIsoDate(seasonStart) && seasonStart > today ? seasonStart : today;
  return { from, to: addDays(from, DEFAULT_STAY_DAYS) };
}

/** The stay stored by the site (sessionStorage `stay`, JSON `{from, to}`), or null when absent or invalid. */
export function parseStay(raw: string | null | undefined): Stay | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<Stay> | null;
    if (v && isIsoDate(v.from) && isIsoDate(v.to) && v.from <= v.to) return { from: v.from, to: v.to };
  } catch {
    // not JSON
  }
  return null;
}

/**
 * Dates asked to the availability API for a stay: slots that start during the stay are
 * offered even when they end after it (a week of lessons starting on the stay's last Sunday).
 * A stay in the past starts today.
 */
export function searchWindow(stay: Stay, today: string): Stay {
  const from = stay.from < today ? today : stay.from;
  const to = addDays(stay.to < from ? from : stay.to, 7);
  return { from, to };
}

/** Euros from integer cents, in the widget's language (`125,50 €` / `€125.50`). */
export function formatEuros(cents: number, lang: Lang): string {
  return new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

/** A date `YYYY-MM-DD` for people (`dim. 20 déc.` / `Sun 20 Dec`). */
export function formatDate(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
}

/** Age in whole years on a day. */
export function ageAt(birthDate: string, on: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = on.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** Form values of a participant (strings as typed; extra fields only where the product asks for them). */
export type ParticipantInput = {
  firstName: string;
  lastName: string;
  birthDate: string;
  level?: string;
  height?: string;
  weight?: string;
  shoeSize?: string;
};
export type ParticipantField = 'firstName' | 'lastName' | 'birthDate' | ExtraField;
/** Extra fields a product may ask for (`attributes.participantFields`). */
export type ExtraField = 'level' | 'height' | 'weight' | 'shoeSize';
export const EXTRA_FIELDS: readonly ExtraField[] = ['level', 'height', 'weight', 'shoeSize'];
/** Message keys (see texts.ts). */
export type ErrorKey =
  | 'required'
  | 'tooLong'
  | 'invalidDate'
  | 'futureDate'
  | 'tooYoung'
  | 'tooOld'
  | 'notLevel'
  | 'notWhole'
  | 'notNumber'
  | 'range';
export type FieldError = { key: ErrorKey; age?: number; min?: number; max?: number };
export type ParticipantErrors = Partial<Record<ParticipantField, FieldError>>;
export type AgeRule = {
  ageMin?: number;
  ageMax?: number;
  on: string;
  today: string;
  /** Extra fields required by the product. */
  fields?: readonly ExtraField[];
  /** Levels a participant may declare. */
  levels?: readonly string[];
};

/** Limits of the numeric fields: the same as the `Participant` zod schema (packages/contracts/src/booking.ts). */
export const MEASURES = {
  height: { min: 50, max: 250, whole: true },
  weight: { min: 10, max: 250, whole: true },
  shoeSize: { min: 15, max: 52, whole: false },
} as const;

/** The extra fields a product asks for, in form order (unknown names ignored). */
export function extraFields(attributes: Record<string, unknown>): ExtraField[] {
  const asked = Array.isArray(attributes.participantFields) ? attributes.participantFields : [];
  return EXTRA_FIELDS.filter((f) => asked.includes(f));
}

/** A typed number (a comma is accepted as the decimal separator, as French visitors type it). */
const toNumber = (v: string) => (/^\s*\d+([.,]\d+)?\s*$/.test(v) ? Number(v.trim().replace(',', '.')) : Number.NaN);

/** Validation rules of a participant (same as the platform's): names required, birth date in the past, age inside the product's range, the product's extra fields. */
export function validateParticipant(p: ParticipantInput, rule: AgeRule): ParticipantErrors {
  const errors: ParticipantErrors = {};
  for (const field of ['firstName', 'lastName'] as const) {
    const v = p[field].trim();
    if (!v) errors[field] = { key: 'required' };
    else if (v.length > 80) errors[field] = { key: 'tooLong' };
  }
  const b = p.birthDate.trim();
  if (!b) errors.birthDate = { key: 'required' };
  else if (!isIsoDate(b)) errors.birthDate = { key: 'invalidDate' };
  else if (b >= rule.today) errors.birthDate = { key: 'futureDate' };
  else {
    const age = ageAt(b, rule.on);
    if (rule.ageMin !== undefined && age < rule.ageMin) errors.birthDate = { key: 'tooYoung', age: rule.ageMin };
    else if (rule.ageMax !== undefined && age > rule.ageMax) errors.birthDate = { key: 'tooOld', age: rule.ageMax };
  }
  for (const f of rule.fields ?? []) {
    const v = (p[f] ?? '').trim();
    if (!v) errors[f] = { key: 'required' };
    else if (f === 'level') {
      if (rule.levels?.length && !rule.levels.includes(v)) errors[f] = { key: 'notLevel' };
    } else {
      const n = toNumber(v);
      const m = MEASURES[f];
      if (Number.isNaN(n)) errors[f] = { key: 'notNumber' };
      else if (m.whole && !Number.isInteger(n)) errors[f] = { key: 'notWhole' };
      else if (n < m.min || n > m.max) errors[f] = { key: 'range', min: m.min, max: m.max };
    }
  }
  return errors;
}

/** A valid participant as the add-to-cart request wants it (numbers for the measures, only the asked fields). */
export function participantPayload(p: ParticipantInput, fields: readonly ExtraField[]) {
  const out: {
    firstName: string;
    lastName: string;
    birthDate: string;
    level?: string;
    height?: number;
    weight?: number;
    shoeSize?: number;
  } = {
    firstName: p.firstName.trim(),
    lastName: p.lastName.trim(),
    birthDate: p.birthDate,
  };
  for (const f of fields) {
    const v = (p[f] ?? '').trim();
    if (f === 'level') out.level = v;
    else out[f] = toNumber(v);
  }
  return out;
}

export const hasErrors = (all: ParticipantErrors[]) => all.some((e) => Object.keys(e).length > 0);

/** The first field in error, in form order (`p{index}-{field}`), for focus. */
export function firstErrorId(all: ParticipantErrors[], prefix: string): string | null {
  for (const [i, e] of all.entries()) {
    for (const f of ['firstName', 'lastName', 'birthDate', ...EXTRA_FIELDS] as const) if (e[f]) return `${prefix}-p${i}-${f}`;
  }
  return null;
}

/** Days between two dates (`to` − `from`). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);

/**
 * Start date and number of days of a non-dated product priced by days (lift pass, rental, nights):
 * the start date inside the stay (never in the past), by default the stay's first day; the number
 * of days by default the stay's length (its nights), at most `maxDays` (and the price table's length).
 */
export function dayChoice(stay: Stay, today: string, maxDays: number) {
  const min = stay.from < today ? today : stay.from;
  const max = stay.to < min ? min : stay.to;
  const days = Math.min(Math.max(1, daysBetween(stay.from, stay.to)), Math.max(1, maxDays));
  return { min, max, start: min, days };
}

/** Clamps a typed start date into `[min, max]` (an invalid one becomes `min`). */
export const clampDate = (d: string, min: string, max: string) => (!isIsoDate(d) || d < min ? min : d > max ? max : d);

type Cart = CartResponse['cart'];
type AnyInscription = Cart['orders'][ProductType] extends infer O ? (O extends { inscriptions: (infer I)[] } ? I : never) : never;

export type DisplayLine = {
  lineId: number;
  name: string;
  startDate: string | null;
  endDate: string | null;
  /** Participants' names with their inscription ids. */
  participants: { id: string; name: string }[];
  cents: number;
};
export type DisplayGroup = { type: ProductType; merchantName: string; totalCents: number; lines: DisplayLine[] };

const inscriptionName = (i: AnyInscription) => ('product' in i ? i.product.name : i.activity.label);

/** The cart's orders (keyed by product type) as display groups: one line per cart line, its participants listed. */
export function groupCart(cart: Pick<Cart, 'orders'>): DisplayGroup[] {
  const groups: DisplayGroup[] = [];
  for (const [type, order] of Object.entries(cart.orders) as [ProductType, NonNullable<Cart['orders'][ProductType]>][]) {
    if (!order?.inscriptions.length) continue;
    const lines = new Map<number, DisplayLine>();
    for (const i of order.inscriptions) {
      const line = lines.get(i.lineId) ?? {
        lineId: i.lineId,
        name: inscriptionName(i),
        startDate: i.startDate,
        endDate: i.endDate,
        participants: [],
        cents: 0,
      };
      line.participants.push({ id: i.id, name: `${i.participant.firstName} ${i.participant.lastName}` });
      line.cents += i.price.amount;
      lines.set(i.lineId, line);
    }
    groups.push({ type, merchantName: order.merchantName, totalCents: order.total.amount, lines: [...lines.values()] });
  }
  return groups;
}

/** Number of inscriptions over all orders (the header count). */
export function countInscriptions(cart: Pick<Cart, 'orders'> | null | undefined): number {
  if (!cart) return 0;
  return Object.values(cart.orders).reduce((n, o) => n + (o?.inscriptions.length ?? 0), 0);
}

/** An analytics item (spec §3): price in euros, item_brand = merchant, item_category = product type. */
export type AnalyticsItem = {
  item_name: string;
  item_brand: string;
  item_category: string;
  item_category2?: string;
  item_category3?: string;
  item_variant?: string;
  price: number;
  quantity: number;
};

export function analyticsItem(a: {
  name: string;
  merchantName: string;
  type: string;
  discipline?: unknown;
  level?: unknown;
  variant?: string | null;
  unitCents: number;
  quantity: number;
}): AnalyticsItem {
  const item: AnalyticsItem = {
    item_name: a.name,
    item_brand: a.merchantName,
    item_category: a.type,
    price: Math.round(a.unitCents) / 100,
    quantity: a.quantity,
  };
  if (typeof a.discipline === 'string') item.item_category2 = a.discipline;
  if (typeof a.level === 'string') item.item_category3 = a.level;
  if (a.variant) item.item_variant = a.variant;
  return item;
}

/** A GA4 e-commerce event: value = sum of price × quantity, currency EUR. */
export function ecommerceEvent(
  event: 'view_item' | 'add_to_cart' | 'remove_from_cart' | 'checkout' | 'add_payment_info',
  items: AnalyticsItem[],
) {
  const value = items.reduce((s, i) => s + Math.round(i.price * 100) * i.quantity, 0) / 100;
  return { event, ecommerce: { currency: 'EUR', value, items } };
}

/**
 * URL of the checkout file: next to the main file (from `document.currentScript.src`, so a CDN or
 * another host serving both keeps working), else under the platform's `/static/js/`.
 */
export function siblingUrl(mainSrc: string | null | undefined, apiUrl: string, file: string): string {
  if (mainSrc && /\/widget-msem\.js(?:[?#].*)?$/.test(mainSrc)) return mainSrc.replace(/widget-msem\.js(?:[?#].*)?$/, file);
  return `${apiUrl.replace(/\/+$/, '')}/static/js/${file}`;
}
