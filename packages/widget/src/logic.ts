/**
 * The booking widget's own logic (no DOM, no React): the stay, participant validation (on the
 * shared limits), the start date and days of a product, the price preview's input, the second
 * file's URL. The rules every program shares (dates, euros, pricing, cart grouping, analytics)
 * come from `@schuss/contracts/rules`. Unit-tested in logic.test.ts and fields.test.ts.
 */
import type { ProductView, SlotView } from '@schuss/contracts';
import type { Stay } from '@schuss/contracts/api';
import {
  addDays,
  ageAt,
  daysBetween,
  type Estimate,
  estimate,
  isIsoDate,
  LEVEL_MAX,
  MEASURES,
  minutesBetween,
  NAME_MAX,
  usesDays,
} from '@schuss/contracts/rules';

export type Lang = 'fr' | 'en';
export type View = 'offers' | 'product' | 'cart';

/** Length of the default stay, in days. */
const DEFAULT_STAY_DAYS = 7;

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

/** A date `YYYY-MM-DD` for people (`dim. 20 déc.` / `Sun 20 Dec`). */
export function formatDate(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
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
const EXTRA_FIELDS: readonly ExtraField[] = ['level', 'height', 'weight', 'shoeSize'];
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
type FieldError = { key: ErrorKey; age?: number; min?: number; max?: number };
export type ParticipantErrors = Partial<Record<ParticipantField, FieldError>>;
export type AgeRule = {
  ageMin?: number;
  ageMax?: number;
  on: string;
  today: string;
  /** Extra fields required by the product. */
  fields?: readonly ExtraField[];
  /** Keys of the levels a participant may declare (the product's `levels`). */
  levels?: readonly string[];
};

/** The extra fields a product asks for, in form order (unknown names ignored). */
export function extraFields(attributes: Record<string, unknown>): ExtraField[] {
  const asked = Array.isArray(attributes.participantFields) ? attributes.participantFields : [];
  return EXTRA_FIELDS.filter((f) => asked.includes(f));
}

/** A typed number (a comma is accepted as the decimal separator, as French visitors type it). */
const toNumber = (v: string) => (/^\s*\d+([.,]\d+)?\s*$/.test(v) ? Number(v.trim().replace(',', '.')) : Number.NaN);

/**
 * Validation rules of a participant (the platform's `Participant` schema reads the same limits):
 * names required and at most `NAME_MAX` characters, birth date in the past, age inside the
 * product's range, the product's extra fields (a level key of the product's list, at most `LEVEL_MAX`
 * characters; measures inside `MEASURES`).
 */
export function validateParticipant(p: ParticipantInput, rule: AgeRule): ParticipantErrors {
  const errors: ParticipantErrors = {};
  for (const field of ['firstName', 'lastName'] as const) {
    const v = p[field].trim();
    if (!v) errors[field] = { key: 'required' };
    else if (v.length > NAME_MAX) errors[field] = { key: 'tooLong', max: NAME_MAX };
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
      if (v.length > LEVEL_MAX) errors[f] = { key: 'tooLong', max: LEVEL_MAX };
      else if (rule.levels?.length && !rule.levels.includes(v)) errors[f] = { key: 'notLevel' };
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

/** What the visitor chose so far: a slot (dated products), or a start date and a number of days. */
export type PriceChoice = {
  slot: Pick<SlotView, 'startsOn' | 'endsOn' | 'startTime' | 'endTime'> | null;
  startDate: string;
  days: number;
  birthDates: string[];
  today: string;
};

type PricedProduct = Pick<ProductView, 'dated' | 'attributes' | 'pricing'>;

/** The day ages are taken at (as the platform does): the slot's first day, else the chosen start date where the product asks for one, else today. */
export function ageDay(product: PricedProduct, { slot, startDate, today }: Pick<PriceChoice, 'slot' | 'startDate' | 'today'>): string {
  const needsStart = !product.dated && product.attributes.needsStartDate === true;
  return slot?.startsOn ?? (needsStart && isIsoDate(startDate) ? startDate : today);
}

/**
 * The price shown before adding: the shared `estimate` (the platform's `priceLine` for a form being
 * filled) on what the platform prices the line from — ages on the slot's first day, else on the
 * chosen start date where the product asks for one, else today; the slot's days, else the chosen
 * days where the rule uses days, else 1; the slot's duration in minutes (private lessons).
 */
export function previewPrice(product: PricedProduct, choice: PriceChoice): Estimate {
  const { slot, days, birthDates } = choice;
  const needsDays = !product.dated && usesDays(product.pricing);
  return estimate(product.pricing, {
    birthDates,
    on: ageDay(product, choice),
    days: slot ? daysBetween(slot.startsOn, slot.endsOn) + 1 : needsDays ? days : 1,
    durationMinutes: slot?.startTime && slot.endTime ? minutesBetween(slot.startTime, slot.endTime) : undefined,
  });
}

/**
 * URL of the checkout file: next to the main file (from `document.currentScript.src`, so a CDN or
 * another host serving both keeps working), else under the platform's `/static/js/`.
 */
export function siblingUrl(mainSrc: string | null | undefined, apiUrl: string, file: string): string {
  if (mainSrc && /\/widget-msem\.js(?:[?#].*)?$/.test(mainSrc)) return mainSrc.replace(/widget-msem\.js(?:[?#].*)?$/, file);
  return `${apiUrl.replace(/\/+$/, '')}/static/js/${file}`;
}
