import type { Localized, Pricing, ProductAttributes, ProductType } from '@schuss/contracts';
import { merchants, products, slots } from '../schema-booking';
import type { Db } from '../tx';

/**
 * The demo catalogue of a resort: merchants, products of all 11 types (prices as data) and
 * slots for the whole season. Everything here is data: levels, prices and week patterns.
 */
export type BookingSeedOptions = {
  resort: string;
  season: { start: string; end: string };
  /** Another school's catalogue (the second demo school); Val-Neige's when not given. */
  catalogue?: SeedCatalogue;
};

export type SeedMerchant = { key: string; name: string; kind: string };
export type SlotPattern =
  /** A week of lessons starting on `weekday` (0 = Sunday), `days` days long, at the given times. */
  | { kind: 'weeks'; weekday: number; days: number; start: string; end: string; capacity: number }
  /** One slot per day (on `weekdays` when given) per time window. */
  | { kind: 'daily'; weekdays?: number[]; times: [string, string][]; capacity: number };
export type SeedProduct = {
  key: string;
  merchant: string;
  type: ProductType;
  name: Localized;
  description: Localized;
  attributes?: ProductAttributes;
  pricing: Pricing;
  slots?: SlotPattern;
};

const MERCHANTS: SeedMerchant[] = [
  { key: 'ecole', name: 'École de ski Val-Neige', kind: 'school' },
  { key: 'remontees', name: 'Remontées mécaniques de Val-Neige', kind: 'lifts' },
  { key: 'glisse-attitude', name: 'Glisse Attitude', kind: 'rental' },
  { key: 'office-tourisme', name: 'Office de tourisme de Val-Neige', kind: 'tourist-office' },
  { key: 'navettes', name: 'Navettes des Neiges', kind: 'transfer' },
];

const MORNING: [string, string] = ['09:15', '11:45'];
const CHILD_LEVELS: {
  key: string;
  level: string;
  fr: string;
  en: string;
  ageMin: number;
  ageMax: number;
  capacity: number;
  cents: number;
  times: [string, string];
}[] = [
  {
    key: 'piou-piou',
    level: 'Piou-Piou',
    fr: 'Piou-Piou (jardin des neiges)',
    en: 'Piou-Piou (snow garden)',
    ageMin: 3,
    ageMax: 5,
    capacity: 8,
    cents: 18900,
    times: ['09:30', '11:30'],
  },
  {
    key: 'ourson',
    level: 'Ourson',
    fr: 'Ourson',
    en: 'Ourson (first steps)',
    ageMin: 4,
    ageMax: 12,
    capacity: 8,
    cents: 20500,
    times: MORNING,
  },
  {
    key: 'flocon',
    level: 'Flocon',
    fr: 'Flocon',
    en: 'Flocon (snowflake)',
    ageMin: 5,
    ageMax: 12,
    capacity: 10,
    cents: 20500,
    times: MORNING,
  },
  {
    key: '1re-etoile',
    level: '1re Étoile',
    fr: '1re Étoile',
    en: '1st Star',
    ageMin: 5,
    ageMax: 12,
    capacity: 10,
    cents: 20500,
    times: MORNING,
  },
  {
    key: '2e-etoile',
    level: '2e Étoile',
    fr: '2e Étoile',
    en: '2nd Star',
    ageMin: 6,
    ageMax: 12,
    capacity: 10,
    cents: 20500,
    times: MORNING,
  },
  {
    key: '3e-etoile',
    level: '3e Étoile',
    fr: '3e Étoile',
    en: '3rd Star',
    ageMin: 6,
    ageMax: 12,
    capacity: 10,
    cents: 20500,
    times: MORNING,
  },
];
const ADULT_LEVELS = [
  { key: 'debutant', level: 'Débutant', fr: 'débutant', en: 'beginner' },
  { key: 'intermediaire', level: 'Intermédiaire', fr: 'intermédiaire', en: 'intermediate' },
  { key: 'confirme', level: 'Confirmé', fr: 'confirmé', en: 'advanced' },
];
/** The school's own meeting point, by its key in the school's meeting points (site config; its page shows the same). */
const FRONT_DE_NEIGE = 'chalet';

/** Lift pass prices by number of days (1–14), per age band. */
const days = (first: number, step: number) => Array.from({ length: 14 }, (_, i) => first + i * step);

const PRODUCTS: SeedProduct[] = [
  ...CHILD_LEVELS.map(
    (l): SeedProduct => ({
      key: `cours-enfants-${l.key}`,
      merchant: 'ecole',
      type: 'ESF',
      name: { fr: `Cours collectif enfants — ${l.fr}`, en: `Children's group lesson — ${l.en}` },
      description: {
        fr: `Six matinées de cours de ski du dimanche au vendredi, niveau ${l.level}, ${l.ageMin} à ${l.ageMax} ans. Médaille remise le vendredi.`,
        en: `Six ski lesson mornings from Sunday to Friday, ${l.en} level, ages ${l.ageMin} to ${l.ageMax}. Medal given on Friday.`,
      },
      attributes: {
        discipline: 'ski',
        level: l.level,
        levels: [l.level],
        ageMin: l.ageMin,
        ageMax: l.ageMax,
        durationDays: 6,
        times: `${l.times[0]}–${l.times[1]}`,
        meetingPoint: l.key === 'piou-piou' ? 'jardin-oursons' : FRONT_DE_NEIGE,
      },
      pricing: { rule: 'ageBands', bands: [{ cents: l.cents }] },
      slots: { kind: 'weeks', weekday: 0, days: 6, start: l.times[0], end: l.times[1], capacity: l.capacity },
    }),
  ),
  {
    // One course for every child from Ourson to 3e Étoile: parents book brothers and sisters of different levels in
    // one pass, and the school splits the week's children into groups by level (issue 30).
    key: 'cours-enfants-tous-niveaux',
    merchant: 'ecole',
    type: 'ESF',
    name: { fr: 'Cours collectif enfants — tous niveaux', en: "Children's group lessons — all levels" },
    description: {
      fr: 'Six matinées du dimanche au vendredi, de l’Ourson à la 3e Étoile : chaque enfant skie dans un groupe de son niveau. Médaille remise le vendredi.',
      en: 'Six mornings from Sunday to Friday, from Ourson to 3rd Star: each child skis in a group of their level. Medal given on Friday.',
    },
    attributes: {
      discipline: 'ski',
      levels: ['ourson', 'flocon', '1re-etoile', '2e-etoile', '3e-etoile'],
      participantFields: ['level'],
      ageMin: 4,
      ageMax: 12,
      durationDays: 6,
      times: `${MORNING[0]}–${MORNING[1]}`,
      meetingPoint: FRONT_DE_NEIGE,
      groupSize: 10,
      groupSizes: { ourson: 8 },
    },
    pricing: { rule: 'ageBands', bands: [{ cents: 20500 }], discount: { fromParticipant: { rank: 2, percent: 10 } } },
    slots: { kind: 'weeks', weekday: 0, days: 6, start: MORNING[0], end: MORNING[1], capacity: 60 },
  },
  ...ADULT_LEVELS.map(
    (l): SeedProduct => ({
      key: `cours-adultes-${l.key}`,
      merchant: 'ecole',
      type: 'ESF',
      name: { fr: `Cours collectif adultes — ski ${l.fr}`, en: `Adult group lesson — ${l.en} ski` },
      description: {
        fr: `Six après-midi de cours de ski du dimanche au vendredi, niveau ${l.fr}, à partir de 13 ans.`,
        en: `Six ski lesson afternoons from Sunday to Friday, ${l.en} level, from 13 years old.`,
      },
      attributes: {
        discipline: 'ski',
        level: l.level,
        levels: [l.level],
        ageMin: 13,
        ageMax: 99,
        durationDays: 6,
        times: '14:30–17:00',
        meetingPoint: FRONT_DE_NEIGE,
      },
      pricing: { rule: 'ageBands', bands: [{ cents: 19500 }] },
      slots: { kind: 'weeks', weekday: 0, days: 6, start: '14:30', end: '17:00', capacity: 12 },
    }),
  ),
  {
    key: 'cours-snowboard',
    merchant: 'ecole',
    type: 'ESF',
    name: { fr: 'Cours collectif snowboard', en: 'Snowboard group lesson' },
    description: {
      fr: 'Cinq après-midi de snowboard du lundi au vendredi, tous niveaux, à partir de 10 ans.',
      en: 'Five snowboard afternoons from Monday to Friday, all levels, from 10 years old.',
    },
    attributes: {
      discipline: 'snowboard',
      levels: ['Débutant', 'Intermédiaire', 'Confirmé'],
      participantFields: ['level'],
      ageMin: 10,
      ageMax: 99,
      durationDays: 5,
      times: '14:00–16:30',
      meetingPoint: FRONT_DE_NEIGE,
    },
    pricing: {
      rule: 'ageBands',
      bands: [
        { label: { fr: 'Enfant', en: 'Child' }, maxAge: 12, cents: 17900 },
        { label: { fr: 'Adulte', en: 'Adult' }, minAge: 13, cents: 19900 },
      ],
    },
    slots: { kind: 'weeks', weekday: 1, days: 5, start: '14:00', end: '16:30', capacity: 10 },
  },
  {
    key: 'cours-particulier-ski',
    merchant: 'ecole',
    type: 'ESF_CUSTOM',
    name: { fr: 'Cours particulier de ski', en: 'Private ski lesson' },
    description: {
      fr: 'Un moniteur pour vous seul ou votre groupe (jusqu’à 5 personnes), une ou deux heures.',
      en: 'An instructor for you or your group (up to 5 people), one or two hours.',
    },
    attributes: { discipline: 'ski', ageMin: 3, ageMax: 99, capacityUnit: 'booking', meetingPoint: FRONT_DE_NEIGE },
    pricing: { rule: 'durationGroup', durations: { '60': [5900, 6900, 7900, 8900, 9900], '120': [11000, 12500, 14000, 15500, 17000] } },
    slots: {
      kind: 'daily',
      times: [
        ['09:00', '11:00'],
        ['12:00', '13:00'],
        ['13:00', '14:00'],
      ],
      capacity: 1,
    },
  },
  {
    key: 'cours-particulier-snowboard',
    merchant: 'ecole',
    type: 'ESF_CUSTOM',
    name: { fr: 'Cours particulier de snowboard', en: 'Private snowboard lesson' },
    description: {
      fr: 'Une heure avec un moniteur de snowboard, jusqu’à 4 personnes.',
      en: 'One hour with a snowboard instructor, up to 4 people.',
    },
    attributes: { discipline: 'snowboard', ageMin: 8, ageMax: 99, capacityUnit: 'booking', meetingPoint: FRONT_DE_NEIGE },
    pricing: { rule: 'durationGroup', durations: { '60': [6200, 7200, 8200, 9200] } },
    slots: {
      kind: 'daily',
      times: [
        ['12:00', '13:00'],
        ['13:00', '14:00'],
      ],
      capacity: 1,
    },
  },
  {
    key: 'forfait-val-neige',
    merchant: 'remontees',
    type: 'LIFT',
    name: { fr: 'Forfait Val-Neige', en: 'Val-Neige lift pass' },
    description: {
      fr: 'Accès à toutes les remontées du domaine, de 1 à 14 jours.',
      en: 'All the lifts of the ski area, from 1 to 14 days.',
    },
    attributes: { needsStartDate: true, maxDays: 14 },
    pricing: {
      rule: 'daysTable',
      bands: [
        { label: { fr: 'Moins de 5 ans', en: 'Under 5' }, maxAge: 4, cents: days(0, 0) },
        { label: { fr: 'Enfant (5–12 ans)', en: 'Child (5–12)' }, minAge: 5, maxAge: 12, cents: days(4200, 3800) },
        { label: { fr: 'Adulte (13–64 ans)', en: 'Adult (13–64)' }, minAge: 13, maxAge: 64, cents: days(5600, 5000) },
        { label: { fr: 'Senior (65–74 ans)', en: 'Senior (65–74)' }, minAge: 65, maxAge: 74, cents: days(4800, 4300) },
        { label: { fr: '75 ans et plus', en: '75 and over' }, minAge: 75, cents: days(0, 0) },
      ],
    },
  },
  {
    key: 'pack-ski-adulte',
    merchant: 'glisse-attitude',
    type: 'SKI_RENTAL',
    name: { fr: 'Pack ski adulte (skis, chaussures, casque)', en: 'Adult ski pack (skis, boots, helmet)' },
    description: {
      fr: 'Matériel révisé, retrait au magasin la veille au soir.',
      en: 'Serviced equipment, collect it at the shop the evening before.',
    },
    attributes: { ageMin: 13, ageMax: 99, needsStartDate: true, maxDays: 14, participantFields: ['height', 'weight', 'shoeSize'] },
    pricing: { rule: 'daysTable', bands: [{ cents: days(3200, 2600) }] },
  },
  {
    key: 'pack-ski-enfant',
    merchant: 'glisse-attitude',
    type: 'SKI_RENTAL',
    name: { fr: 'Pack ski enfant (skis, chaussures, casque)', en: 'Child ski pack (skis, boots, helmet)' },
    description: { fr: 'Pour les 3 à 12 ans, casque inclus.', en: 'For ages 3 to 12, helmet included.' },
    attributes: { ageMin: 3, ageMax: 12, needsStartDate: true, maxDays: 14, participantFields: ['height', 'weight', 'shoeSize'] },
    pricing: { rule: 'daysTable', bands: [{ cents: days(1800, 1400) }] },
  },
  {
    key: 'residence-clarines',
    merchant: 'office-tourisme',
    type: 'HOT',
    name: { fr: 'Résidence Les Clarines — studio 4 personnes', en: 'Les Clarines residence — studio for 4' },
    description: { fr: 'Studio au pied des pistes, prix par nuit.', en: 'Ski-in ski-out studio, price per night.' },
    attributes: { needsStartDate: true, maxDays: 14 },
    pricing: { rule: 'flat', cents: 9500, perDay: true },
  },
  {
    key: 'taxe-de-sejour',
    merchant: 'office-tourisme',
    type: 'STAY_TAX',
    name: { fr: 'Taxe de séjour', en: 'Tourist tax' },
    description: { fr: 'Par adulte et par nuit ; les mineurs en sont exonérés.', en: 'Per adult per night; minors are exempt.' },
    attributes: { needsStartDate: true, maxDays: 28 },
    pricing: { rule: 'perNight', cents: 165, adultAge: 18 },
  },
  {
    key: 'bapteme-snake-gliss',
    merchant: 'ecole',
    type: 'STAND',
    name: { fr: 'Descente en snake-gliss', en: 'Snake-gliss ride' },
    description: {
      fr: 'Descente nocturne en luges reliées, départ du stand au sommet du télésiège des Clarines.',
      en: 'A night ride on linked sledges, from the stand at the top of the Clarines chairlift.',
    },
    attributes: { ageMin: 6, ageMax: 99, times: '17:30–18:30', meetingPoint: 'clarines' },
    pricing: {
      rule: 'ageBands',
      bands: [
        { label: { fr: 'Enfant', en: 'Child' }, maxAge: 12, cents: 2000 },
        { label: { fr: 'Adulte', en: 'Adult' }, minAge: 13, cents: 2500 },
      ],
    },
    slots: { kind: 'daily', times: [['17:30', '18:30']], capacity: 20 },
  },
  ...(
    [
      ['navette-montee', 'Navette gare → Val-Neige', 'Shuttle station → Val-Neige', ['10:00', '11:00'], ['15:00', '16:00']],
      ['navette-descente', 'Navette Val-Neige → gare', 'Shuttle Val-Neige → station', ['08:00', '09:00'], ['13:00', '14:00']],
    ] as const
  ).map(
    ([key, fr, en, a, b]): SeedProduct => ({
      key,
      merchant: 'navettes',
      type: 'TRANSFER',
      name: { fr, en },
      description: { fr: 'Places assises réservées, bagages et skis inclus.', en: 'Reserved seats, luggage and skis included.' },
      // Down to the valley from the school's bus station; up from the valley's station, which the name says.
      attributes: key === 'navette-descente' ? { meetingPoint: 'gare-routiere' } : {},
      pricing: {
        rule: 'ageBands',
        bands: [
          { label: { fr: 'Moins de 4 ans', en: 'Under 4' }, maxAge: 3, cents: 0 },
          { label: { fr: 'Enfant', en: 'Child' }, minAge: 4, maxAge: 11, cents: 1200 },
          { label: { fr: 'Adulte', en: 'Adult' }, minAge: 12, cents: 1900 },
        ],
      },
      slots: { kind: 'daily', weekdays: [6, 0], times: [[...a], [...b]], capacity: 19 },
    }),
  ),
  {
    key: 'photo-souvenir',
    merchant: 'ecole',
    type: 'GENERIC_LINE',
    name: { fr: 'Photos souvenir de la semaine', en: 'Souvenir photos of the week' },
    description: { fr: 'Les photos du cours envoyées par e-mail.', en: 'The lesson photos sent by e-mail.' },
    pricing: { rule: 'flat', cents: 1500 },
  },
  // Gift vouchers (offers): one voucher per participant (the beneficiary), worth its amount,
  // its code e-mailed to the buyer once the order is paid; redeemed at checkout.
  ...[50, 100].map(
    (euros): SeedProduct => ({
      key: `bon-cadeau-${euros}`,
      merchant: 'ecole',
      type: 'GENERIC_LINE',
      name: { fr: `Bon cadeau ${euros} €`, en: `Gift voucher €${euros}` },
      description: {
        fr: `Un bon cadeau de ${euros} € à offrir, valable un an sur tout le site (cours, forfaits, location…). Le code est envoyé par e-mail après le paiement.`,
        en: `A €${euros} gift voucher to give, valid for a year on everything the site sells (lessons, lift passes, rental…). The code is e-mailed after payment.`,
      },
      attributes: { giftVoucher: { amountCents: euros * 100 } },
      pricing: { rule: 'ageBands', bands: [{ cents: euros * 100 }] },
    }),
  ),
  {
    key: 'assurance-carre-neige',
    merchant: 'remontees',
    type: 'ASSU',
    name: { fr: 'Assurance Carré Neige', en: 'Carré Neige insurance' },
    description: {
      fr: 'Secours sur piste, frais médicaux et remboursement du forfait, par personne et par jour.',
      en: 'Rescue on the slopes, medical costs and lift pass refund, per person per day.',
    },
    attributes: { needsStartDate: true, maxDays: 28 },
    pricing: { rule: 'perParticipantPerDay', cents: 330 },
  },
  {
    key: 'licence-ffs',
    merchant: 'ecole',
    type: 'FFS',
    name: { fr: 'Licence Carte Neige FFS (saison)', en: 'FFS Carte Neige licence (season)' },
    description: {
      fr: 'Licence de la Fédération française de ski pour toute la saison, assurance incluse.',
      en: 'French Ski Federation licence for the whole season, insurance included.',
    },
    pricing: {
      rule: 'ageBands',
      bands: [
        { label: { fr: 'Jeune (moins de 18 ans)', en: 'Youth (under 18)' }, maxAge: 17, cents: 3900 },
        { label: { fr: 'Adulte', en: 'Adult' }, minAge: 18, cents: 5600 },
      ],
    },
  },
];

export type SeedCatalogue = { merchants: SeedMerchant[]; products: SeedProduct[] };
const VAL_NEIGE: SeedCatalogue = { merchants: MERCHANTS, products: PRODUCTS };

const DAY = 86_400_000;
const toDate = (t: number) => new Date(t).toISOString().slice(0, 10);
const parse = (d: string) => Date.parse(`${d}T00:00:00Z`);

/** Slots of a pattern over a season (a week slot is kept only if it ends within the season). */
export function slotDates(pattern: SlotPattern, season: { start: string; end: string }) {
  const out: { startsOn: string; endsOn: string; startTime: string; endTime: string; capacity: number }[] = [];
  const end = parse(season.end);
  for (let t = parse(season.start); t <= end; t += DAY) {
    const weekday = new Date(t).getUTCDay();
    if (pattern.kind === 'weeks') {
      const last = t + (pattern.days - 1) * DAY;
      if (weekday === pattern.weekday && last <= end) {
        out.push({ startsOn: toDate(t), endsOn: toDate(last), startTime: pattern.start, endTime: pattern.end, capacity: pattern.capacity });
      }
    } else if (!pattern.weekdays || pattern.weekdays.includes(weekday)) {
      for (const [s, e] of pattern.times)
        out.push({ startsOn: toDate(t), endsOn: toDate(t), startTime: s, endTime: e, capacity: pattern.capacity });
    }
  }
  return out;
}

/** Writes the demo catalogue of a resort (call inside the seed transaction). */
export async function seedBooking(db: Db, { resort, season, catalogue }: BookingSeedOptions) {
  const { merchants: MERCHANTS, products: PRODUCTS } = catalogue ?? VAL_NEIGE;
  const m = await db
    .insert(merchants)
    .values(MERCHANTS.map((x) => ({ resort, ...x })))
    .returning({ id: merchants.id, key: merchants.key });
  const merchantId = new Map(m.map((x) => [x.key, x.id]));
  const p = await db
    .insert(products)
    .values(
      PRODUCTS.map((x) => ({
        resort,
        merchantId: merchantId.get(x.merchant) as number,
        key: x.key,
        type: x.type,
        name: x.name,
        description: x.description,
        attributes: x.attributes ?? {},
        pricing: x.pricing,
        dated: x.slots !== undefined,
      })),
    )
    .returning({ id: products.id, key: products.key });
  const productId = new Map(p.map((x) => [x.key, x.id]));
  const allSlots = PRODUCTS.flatMap((x) =>
    x.slots ? slotDates(x.slots, season).map((s) => ({ productId: productId.get(x.key) as number, ...s })) : [],
  );
  for (let i = 0; i < allSlots.length; i += 1000) await db.insert(slots).values(allSlots.slice(i, i + 1000));
  return { merchants: m.length, products: p.length, slots: allSlots.length };
}
