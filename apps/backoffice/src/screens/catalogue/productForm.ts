import {
  type BackofficeProduct,
  ParticipantField,
  type Pricing,
  type ProductCreateInput,
  type ProductType,
  type ProductUpdateInput,
} from '@schuss/contracts';
import { type PricingProblemCode, pricingProblems } from '@schuss/contracts/rules';

/**
 * The product form's model: what the form holds (texts as typed, prices in euros), the request it
 * sends (the contracts' `ProductCreateRequest` / `ProductUpdateRequest`, cents), and the way back
 * from a product. Field names follow the request's paths (`pricing.bands.1.cents.2`), so the
 * contract's issues and the platform's `field` land on the input the staff member typed in.
 */

export type Rule = Pricing['rule'];
export const RULES: readonly Rule[] = ['ageBands', 'daysTable', 'durationGroup', 'perNight', 'perParticipantPerDay', 'flat'];

/** The attributes the form offers, each a kind of input. */
export const ATTRIBUTES = [
  'discipline',
  'level',
  'levels',
  'ageMin',
  'ageMax',
  'durationDays',
  'maxDays',
  'times',
  'meetingPoint',
  'participantFields',
  'capacityUnit',
  'needsStartDate',
] as const;
export type AttributeName = (typeof ATTRIBUTES)[number];
export const NUMBER_ATTRIBUTES = new Set<AttributeName>(['ageMin', 'ageMax', 'durationDays', 'maxDays']);

/** What each type of product uses (as the demo catalogue does), sold on dated slots or not, priced by which rule first. */
export const TYPE_DEFAULTS: Record<ProductType, { attributes: AttributeName[]; dated: boolean; rule: Rule }> = {
  ESF: {
    attributes: ['discipline', 'level', 'levels', 'ageMin', 'ageMax', 'durationDays', 'times', 'meetingPoint', 'participantFields'],
    dated: true,
    rule: 'ageBands',
  },
  ESF_CUSTOM: {
    attributes: ['discipline', 'ageMin', 'ageMax', 'capacityUnit', 'meetingPoint', 'participantFields'],
    dated: true,
    rule: 'durationGroup',
  },
  LIFT: { attributes: ['needsStartDate', 'maxDays', 'ageMin', 'ageMax'], dated: false, rule: 'daysTable' },
  SKI_RENTAL: { attributes: ['ageMin', 'ageMax', 'needsStartDate', 'maxDays', 'participantFields'], dated: false, rule: 'daysTable' },
  HOT: { attributes: ['needsStartDate', 'maxDays'], dated: false, rule: 'flat' },
  STAY_TAX: { attributes: ['needsStartDate', 'maxDays'], dated: false, rule: 'perNight' },
  STAND: { attributes: ['ageMin', 'ageMax', 'times', 'meetingPoint'], dated: true, rule: 'ageBands' },
  TRANSFER: { attributes: ['times', 'meetingPoint'], dated: true, rule: 'ageBands' },
  GENERIC_LINE: { attributes: [], dated: false, rule: 'flat' },
  ASSU: { attributes: ['needsStartDate', 'maxDays'], dated: false, rule: 'perParticipantPerDay' },
  FFS: { attributes: ['ageMin', 'ageMax'], dated: false, rule: 'ageBands' },
};

export type BandValues = { label: { fr: string; en: string }; minAge: string; maxAge: string; cents: string[] };
export type DurationValues = { minutes: string; cents: string[] };

export type AttributeValues = {
  discipline: string;
  level: string;
  /** Comma separated. */
  levels: string;
  ageMin: string;
  ageMax: string;
  durationDays: string;
  maxDays: string;
  times: string;
  meetingPoint: string;
  participantFields: ParticipantField[];
  capacityUnit: '' | 'participant' | 'booking';
  needsStartDate: boolean;
};

/** What the form holds: texts as typed; money in euros (`45,50`). */
export type ProductFormValues = {
  key: string;
  type: ProductType;
  merchant: string;
  name: { fr: string; en: string };
  description: { fr: string; en: string };
  dated: boolean;
  hidden: boolean;
  attributes: AttributeValues;
  pricing: {
    rule: Rule;
    perDay: boolean;
    /** Age bands: one price each (`cents[0]`) for `ageBands`, one per day for `daysTable`. */
    bands: BandValues[];
    durations: DurationValues[];
    cents: string;
    adultAge: string;
    family: { on: boolean; rank: string; percent: string };
    multiDay: { on: boolean; days: string; percent: string };
  };
};

// ---------------------------------------------------------------------------------------------
// Euros

/** `45,50`, `45.5`, `1 200`, `45 €` → cents; null when it is not an amount; undefined when empty. */
export function parseEuros(text: string): number | null | undefined {
  const t = text
    .trim()
    .replace(/\s|\u202f|\u00a0|€/g, '')
    .replace(',', '.');
  if (t === '') return undefined;
  if (!/^-?\d+(\.\d{1,2})?$/.test(t)) return null;
  return Math.round(Number(t) * 100);
}

/** Cents as the field shows them: `45,50` in French, `45.50` in English; whole euros without decimals. */
export function eurosText(cents: number, lang: string): string {
  const s = cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
  return lang === 'fr' ? s.replace('.', ',') : s;
}

/** A whole number typed (`12`); null when it is not one; undefined when empty. */
export function parseWhole(text: string): number | null | undefined {
  const t = text.trim();
  if (t === '') return undefined;
  return /^-?\d{1,9}$/.test(t) ? Number(t) : null;
}

// ---------------------------------------------------------------------------------------------
// Defaults and the way back from a product

const emptyAttributes = (): AttributeValues => ({
  discipline: '',
  level: '',
  levels: '',
  ageMin: '',
  ageMax: '',
  durationDays: '',
  maxDays: '',
  times: '',
  meetingPoint: '',
  participantFields: [],
  capacityUnit: '',
  needsStartDate: false,
});

const band = (minAge: string, maxAge: string, cents: string[], fr = '', en = ''): BandValues => ({
  label: { fr, en },
  minAge,
  maxAge,
  cents,
});

/** A pricing form with the rule's usual start (two age bands, three days…). */
export function pricingDefaults(rule: Rule): ProductFormValues['pricing'] {
  return {
    rule,
    perDay: false,
    bands:
      rule === 'daysTable'
        ? [band('', '12', ['', '', ''], 'Enfant', 'Child'), band('13', '', ['', '', ''], 'Adulte', 'Adult')]
        : [band('', '', [''])],
    durations: [{ minutes: '60', cents: ['', ''] }],
    cents: '',
    adultAge: '18',
    family: { on: false, rank: '3', percent: '10' },
    multiDay: { on: false, days: '6', percent: '10' },
  };
}

/** A new product of a type: its usual attributes and rule. */
export function newProductValues(type: ProductType = 'LIFT'): ProductFormValues {
  const d = TYPE_DEFAULTS[type];
  return {
    key: '',
    type,
    merchant: '',
    name: { fr: '', en: '' },
    description: { fr: '', en: '' },
    dated: d.dated,
    hidden: false,
    attributes: { ...emptyAttributes(), needsStartDate: type !== 'GENERIC_LINE' && type !== 'FFS' && !d.dated },
    pricing: pricingDefaults(d.rule),
  };
}

const str = (v: unknown) => (v === undefined || v === null ? '' : String(v));

/** The form's values of a product (prices in euros in the staff's language). */
export function productValues(p: BackofficeProduct, lang: string): ProductFormValues {
  const a = p.attributes as Record<string, unknown>;
  const e = (c: number) => eurosText(c, lang);
  const pr = p.pricing;
  const pricing = pricingDefaults(pr.rule);
  if (pr.rule === 'ageBands') {
    pricing.perDay = pr.perDay === true;
    pricing.bands = pr.bands.map((b) => band(str(b.minAge), str(b.maxAge), [e(b.cents)], b.label?.fr ?? '', b.label?.en ?? ''));
  } else if (pr.rule === 'daysTable') {
    pricing.bands = pr.bands.map((b) => band(str(b.minAge), str(b.maxAge), b.cents.map(e), b.label?.fr ?? '', b.label?.en ?? ''));
  } else if (pr.rule === 'durationGroup') {
    pricing.durations = Object.entries(pr.durations)
      .sort(([x], [y]) => Number(x) - Number(y))
      .map(([minutes, cents]) => ({ minutes, cents: cents.map(e) }));
  } else {
    pricing.cents = e(pr.cents);
    if (pr.rule === 'perNight') pricing.adultAge = String(pr.adultAge);
    if (pr.rule === 'flat') pricing.perDay = pr.perDay === true;
  }
  const fp = pr.discount?.fromParticipant;
  const fd = pr.discount?.fromDays;
  if (fp) pricing.family = { on: true, rank: String(fp.rank), percent: String(fp.percent) };
  if (fd) pricing.multiDay = { on: true, days: String(fd.days), percent: String(fd.percent) };
  const unit = a.capacityUnit;
  return {
    key: p.key,
    type: p.type,
    merchant: p.merchant.key,
    name: { ...p.name },
    description: { ...p.description },
    dated: p.dated,
    hidden: p.hidden,
    attributes: {
      discipline: str(a.discipline),
      level: str(a.level),
      levels: Array.isArray(a.levels) ? a.levels.join(', ') : '',
      ageMin: str(a.ageMin),
      ageMax: str(a.ageMax),
      durationDays: str(a.durationDays),
      maxDays: str(a.maxDays),
      times: str(a.times),
      meetingPoint: str(a.meetingPoint),
      participantFields: Array.isArray(a.participantFields)
        ? a.participantFields.filter((f): f is ParticipantField => (ParticipantField.options as readonly string[]).includes(f as string))
        : [],
      capacityUnit: unit === 'participant' || unit === 'booking' ? unit : '',
      needsStartDate: a.needsStartDate === true,
    },
    pricing,
  };
}

/** The attributes a product's form shows: its type's, and any other it already has. */
export function shownAttributes(type: ProductType, product?: BackofficeProduct): AttributeName[] {
  const own = TYPE_DEFAULTS[type].attributes;
  const has = product ? ATTRIBUTES.filter((n) => product.attributes[n] !== undefined && !own.includes(n)) : [];
  return [...own, ...has];
}

// ---------------------------------------------------------------------------------------------
// To the request

/** A field that did not read as what it must be (an amount, a whole number): its form path and what it should be. */
export type ParseIssue = { path: string; kind: 'euros' | 'whole' | 'duplicate' };

type Request = ProductCreateInput;

/**
 * The request the form sends, from its values; `issues` lists the fields that are not amounts or
 * whole numbers (they go as NaN-free placeholders and are reported on their field instead).
 * Attributes the form does not show (another area's, e.g. a gift voucher's) are kept from `keep`.
 */
export function toRequest(
  v: ProductFormValues,
  shown: AttributeName[],
  keep: Record<string, unknown> = {},
): { request: Request; issues: ParseIssue[] } {
  const issues: ParseIssue[] = [];
  const euros = (text: string, path: string): number => {
    const c = parseEuros(text);
    if (c === null || c === undefined) issues.push({ path, kind: 'euros' });
    return c ?? 0;
  };
  const whole = (text: string, path: string, required = false): number | undefined => {
    const n = parseWhole(text);
    if (n === null || (n === undefined && required)) {
      issues.push({ path, kind: 'whole' });
      return required ? 0 : undefined;
    }
    return n;
  };

  const attributes: Record<string, unknown> = { ...keep };
  for (const name of ATTRIBUTES) delete attributes[name];
  const a = v.attributes;
  for (const name of shown) {
    if (NUMBER_ATTRIBUTES.has(name)) {
      const n = whole(a[name] as string, `attributes.${name}`);
      if (n !== undefined) attributes[name] = n;
    } else if (name === 'levels') {
      const levels = a.levels
        .split(',')
        .map((l) => l.trim())
        .filter(Boolean);
      if (levels.length) attributes.levels = levels;
    } else if (name === 'participantFields') {
      if (a.participantFields.length) attributes.participantFields = a.participantFields;
    } else if (name === 'capacityUnit') {
      if (a.capacityUnit) attributes.capacityUnit = a.capacityUnit;
    } else if (name === 'needsStartDate') {
      if (a.needsStartDate) attributes.needsStartDate = true;
    } else {
      const text = (a[name] as string).trim();
      if (text) attributes[name] = text;
    }
  }

  const p = v.pricing;
  const label = (b: BandValues) =>
    b.label.fr.trim() || b.label.en.trim() ? { label: { fr: b.label.fr.trim(), en: b.label.en.trim() } } : {};
  const ages = (b: BandValues, i: number) => {
    const minAge = whole(b.minAge, `pricing.bands.${i}.minAge`);
    const maxAge = whole(b.maxAge, `pricing.bands.${i}.maxAge`);
    return { ...(minAge !== undefined ? { minAge } : {}), ...(maxAge !== undefined ? { maxAge } : {}) };
  };
  let pricing: Pricing;
  switch (p.rule) {
    case 'ageBands':
      pricing = {
        rule: 'ageBands',
        ...(p.perDay ? { perDay: true } : {}),
        bands: p.bands.map((b, i) => ({ ...label(b), ...ages(b, i), cents: euros(b.cents[0] ?? '', `pricing.bands.${i}.cents.0`) })),
      };
      break;
    case 'daysTable':
      pricing = {
        rule: 'daysTable',
        bands: p.bands.map((b, i) => ({
          ...label(b),
          ...ages(b, i),
          cents: b.cents.map((c, d) => euros(c, `pricing.bands.${i}.cents.${d}`)),
        })),
      };
      break;
    case 'durationGroup':
      // Two rows of one duration would be one key of the request: the second is refused here.
      p.durations.forEach((d, i) => {
        if (p.durations.findIndex((x) => x.minutes.trim() === d.minutes.trim()) < i)
          issues.push({ path: `pricing.durations.${i}.minutes`, kind: 'duplicate' });
      });
      pricing = {
        rule: 'durationGroup',
        durations: Object.fromEntries(
          p.durations.map((d, i) => [d.minutes.trim(), d.cents.map((c, n) => euros(c, `pricing.durations.${i}.cents.${n}`))]),
        ),
      };
      break;
    case 'perNight':
      pricing = {
        rule: 'perNight',
        cents: euros(p.cents, 'pricing.cents'),
        adultAge: whole(p.adultAge, 'pricing.adultAge', true) ?? 0,
      };
      break;
    case 'perParticipantPerDay':
      pricing = { rule: 'perParticipantPerDay', cents: euros(p.cents, 'pricing.cents') };
      break;
    case 'flat':
      pricing = { rule: 'flat', cents: euros(p.cents, 'pricing.cents'), ...(p.perDay ? { perDay: true } : {}) };
      break;
  }
  const fromParticipant = p.family.on
    ? {
        rank: whole(p.family.rank, 'pricing.family.rank', true) ?? 0,
        percent: whole(p.family.percent, 'pricing.family.percent', true) ?? 0,
      }
    : undefined;
  const fromDays = p.multiDay.on
    ? {
        days: whole(p.multiDay.days, 'pricing.multiDay.days', true) ?? 0,
        percent: whole(p.multiDay.percent, 'pricing.multiDay.percent', true) ?? 0,
      }
    : undefined;
  if (fromParticipant || fromDays)
    pricing.discount = { ...(fromParticipant ? { fromParticipant } : {}), ...(fromDays ? { fromDays } : {}) };

  return {
    request: {
      key: v.key.trim(),
      type: v.type,
      merchant: v.merchant,
      name: { fr: v.name.fr, en: v.name.en },
      description: { fr: v.description.fr, en: v.description.en },
      dated: v.dated,
      hidden: v.hidden,
      attributes: attributes as Request['attributes'],
      pricing,
    },
    issues,
  };
}

/** The update request of the same form (key and type stay; `baseVersion` is the version the form was filled from). */
export function toUpdate(request: Request, baseVersion: number): ProductUpdateInput {
  const { key: _key, type: _type, hidden: _hidden, ...rest } = request;
  return { ...rest, baseVersion };
}

/**
 * A request path (the contract's issue or the platform's `field` without `body.`) as the form's
 * field: a duration's prices are keyed by minutes in the request, by row in the form.
 */
export function formPath(path: string, v: ProductFormValues): string {
  const m = /^pricing\.durations\.([^.]+)(.*)$/.exec(path);
  if (m) {
    const i = v.pricing.durations.findIndex((d) => d.minutes.trim() === m[1]);
    if (i >= 0) return m[2] ? `pricing.durations.${i}.cents${m[2]}` : `pricing.durations.${i}.minutes`;
    return 'pricing.durations';
  }
  // A band's price (or its whole table, when its length is wrong) is said on its first cell.
  const cents = /^(pricing\.bands\.\d+\.cents)$/.exec(path);
  if (cents) return `${cents[1]}.0`;
  // The discounts' numbers are the form's family and multi-day fields.
  const discount = /^pricing\.discount\.(fromParticipant|fromDays)\.(rank|days|percent)$/.exec(path);
  if (discount) return `pricing.${discount[1] === 'fromParticipant' ? 'family' : 'multiDay'}.${discount[2]}`;
  return path;
}

/** The pricing problems of a rule (zod-free, from the shared rules), by form path and code. */
export function pricingIssues(pricing: Pricing, v: ProductFormValues): { path: string; code: PricingProblemCode }[] {
  return pricingProblems(pricing).map((p) => ({ path: formPath(`pricing.${p.path.join('.')}`, v), code: p.code }));
}

/** `Forfait 6 jours Val-Neige` → `forfait-6-jours-val-neige`: a key proposed from the French name. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}
