import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  AFFILIATION_TTL_MS,
  addDays,
  analyticsItem,
  cartItems,
  countInscriptions,
  countLines,
  daysBetween,
  ecommerceEvent,
  formatEuros,
  groupCart,
  groupSizeOf,
  holdMomentToTell,
  holdTimeLeft,
  isInDateRanges,
  isIsoDate,
  isPhone,
  isUsable,
  levelIn,
  levelNameIn,
  meetingPointIn,
  resultWords,
  revenue,
  safeHref,
  usableValue,
} from '.';

const here = dirname(fileURLToPath(import.meta.url));

describe('the rules entry', () => {
  it('imports no zod, so the browser bundles can take it', () => {
    for (const dir of [here, join(here, '../api')]) {
      // The route table (routes*.ts, route-def.ts) is the zod side; paths*.ts and the client are not.
      for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !/^(routes|route-def)\b/.test(f))) {
        const source = readFileSync(join(dir, file), 'utf8');
        // A type-only import is erased from the bundle; a value import of zod or of a schema file is not.
        const valueImports = source.match(/^import (?!type )[^;]*from '[^']+';/gm) ?? [];
        for (const line of valueImports)
          expect(line, `${file}: ${line}`).not.toMatch(
            /'zod'|'\.\.\/(booking|order|common|editing|page|site|media|auth|search|html|backoffice|catalogue|season|accounts)'/,
          );
      }
    }
  });
});

describe('date ranges: from included, to excluded', () => {
  const ranges = [{ from: '2026-12-19T08:00:00.000Z', to: '2026-12-26T18:00:00.000Z' }];
  it('shows a section from the first instant of its range', () => {
    expect(isInDateRanges(ranges, new Date('2026-12-19T07:59:59.999Z'))).toBe(false);
    expect(isInDateRanges(ranges, new Date('2026-12-19T08:00:00.000Z'))).toBe(true);
  });
  it('hides it at the instant its range ends', () => {
    expect(isInDateRanges(ranges, new Date('2026-12-26T17:59:59.999Z'))).toBe(true);
    expect(isInDateRanges(ranges, new Date('2026-12-26T18:00:00.000Z'))).toBe(false);
    expect(isInDateRanges(ranges, Date.parse('2026-12-26T18:00:00.000Z'))).toBe(false);
  });
  it('shows a section without ranges always, and one of two meeting ranges without a gap', () => {
    expect(isInDateRanges(undefined)).toBe(true);
    expect(isInDateRanges([])).toBe(true);
    const meeting = [...ranges, { from: '2026-12-26T18:00:00.000Z', to: '2027-01-02T18:00:00.000Z' }];
    expect(isInDateRanges(meeting, new Date('2026-12-26T18:00:00.000Z'))).toBe(true);
  });
});

describe('dates', () => {
  it('knows real days', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('2027-13-01')).toBe(false);
    expect(isIsoDate('27-01-01')).toBe(false);
    expect(isIsoDate(20270101)).toBe(false);
  });
  it('adds and counts days across a month and a summer-time change', () => {
    expect(addDays('2027-03-27', 2)).toBe('2027-03-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2027-03-27', '2027-03-29')).toBe(2);
    expect(daysBetween('2027-01-02', '2027-01-01')).toBe(-1);
  });
});

describe('money', () => {
  it('reads cents as euros in each language', () => {
    expect(formatEuros(12550, 'fr')).toMatch(/^125,50\s€$/);
    expect(formatEuros(12550, 'en')).toBe('€125.50');
    expect(formatEuros(12550, 'de')).toBe('€125.50');
  });
  it('writes plain spaces for plain-text e-mails', () => {
    expect(formatEuros(123450, 'fr', { plainSpaces: true })).toBe('1 234,50 €');
  });
});

describe('affiliation validity', () => {
  const now = Date.parse('2026-12-01T10:00:00Z');
  it('uses an id until its expiry, never -1 or empty', () => {
    expect(isUsable('1234', now + 1, now)).toBe(true);
    expect(isUsable('1234', now, now)).toBe(false);
    expect(isUsable('-1', now + AFFILIATION_TTL_MS, now)).toBe(false);
    expect(isUsable(-1, now + AFFILIATION_TTL_MS, now)).toBe(false);
    expect(isUsable(' ', now + AFFILIATION_TTL_MS, now)).toBe(false);
    expect(usableValue({ id: ' 77 ', exp: now + 1 }, now)).toBe('77');
    expect(usableValue({ type: 'sms', exp: now - 1 }, now)).toBeNull();
    expect(usableValue({ id: {}, exp: now + 1 }, now)).toBeNull();
  });
});

describe('link safety', () => {
  it('allows site paths, fragments, http(s), mailto and tel only', () => {
    for (const ok of ['/cours/', '#tarifs', 'https://example.org', 'mailto:a@b.c', 'tel:+33450000000', 'page/'])
      expect(safeHref(ok), ok).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'java\tscript:alert(1)',
      ' JavaScript:x',
      '//evil.example',
      '\\\\evil',
      '/\\evil',
      'data:text/html,x',
      '',
    ])
      expect(safeHref(bad), bad).toBe(false);
    expect(safeHref('mailto:a@b.c', ['http', 'https'])).toBe(false);
  });
});

describe('inscription counting and limits', () => {
  it('counts inscriptions over every order', () => {
    expect(countInscriptions(null)).toBe(0);
    expect(countInscriptions({ orders: { ESF: { inscriptions: [1, 2] }, LIFT: { inscriptions: [3] }, HOT: undefined } })).toBe(3);
    // The header counts lines: a lesson for two children and a pass are two products.
    expect(countLines(null)).toBe(0);
    expect(
      countLines({
        orders: { ESF: { inscriptions: [{ lineId: 7 }, { lineId: 7 }] }, LIFT: { inscriptions: [{ lineId: 9 }] }, HOT: undefined },
      }),
    ).toBe(2);
  });
  it('reads a phone number as the checkout does', () => {
    expect(isPhone('+33 4 50 00 00 00')).toBe(true);
    expect(isPhone('(((((((')).toBe(false);
    expect(isPhone('12-34')).toBe(false);
  });
});

describe('cart lines and analytics items', () => {
  const ins = (id: string, lineId: number, first: string, cents: number, name = 'Ourson') => ({
    id,
    lineId,
    startDate: '2026-12-20',
    endDate: '2026-12-25',
    participant: { firstName: first, lastName: 'Martin' },
    price: { amount: cents, currency: 'EUR' as const },
    product: { name, key: 'ourson' },
  });
  const cart = {
    orders: {
      ESF: {
        merchantName: 'École de ski Val-Neige',
        total: { amount: 53000 },
        // A private lesson of 100,00 € split over three people: 33,34 + 33,33 + 33,33.
        inscriptions: [
          ins('a', 1, 'Léa', 17900),
          ins('b', 1, 'Tom', 19900),
          ins('c', 2, 'Zoé', 3334, 'Cours privé'),
          ins('d', 2, 'Max', 3333, 'Cours privé'),
          ins('e', 2, 'Eva', 3334 - 1, 'Cours privé'),
        ],
      },
      LIFT: undefined,
    },
  };
  it('groups inscriptions into lines with their participants and totals', () => {
    const [esf] = groupCart(cart);
    expect(esf?.lines.map((l) => [l.name, l.participants.map((p) => p.name), l.cents])).toEqual([
      ['Ourson', ['Léa Martin', 'Tom Martin'], 37800],
      ['Cours privé', ['Zoé Martin', 'Max Martin', 'Eva Martin'], 10000],
    ]);
    expect(countInscriptions(cart)).toBe(5);
  });
  it('reports one item per line and unit price, so the revenue is exact', () => {
    const items = cartItems(groupCart(cart));
    expect(items.map((i) => [i.item_name, i.price, i.quantity])).toEqual([
      ['Ourson', 179, 1],
      ['Ourson', 199, 1],
      ['Cours privé', 33.34, 1],
      ['Cours privé', 33.33, 2],
    ]);
    expect(items[0]).toMatchObject({ item_brand: 'École de ski Val-Neige', item_category: 'ESF', item_variant: '2026-12-20' });
    expect(revenue(items)).toBe(478);
    expect(ecommerceEvent('checkout', items).ecommerce).toMatchObject({ currency: 'EUR', value: 478 });
  });
});

describe('analytics items (docs/spec.md §3)', () => {
  it('maps a product to an item with the spec fields', () => {
    expect(
      analyticsItem({
        name: 'Cours collectif enfant',
        merchantName: 'ESF Val-Neige',
        type: 'ESF',
        discipline: 'Ski alpin',
        level: 'Flocon',
        variant: '2026-12-20',
        unitCents: 19900,
        quantity: 2,
      }),
    ).toEqual({
      item_name: 'Cours collectif enfant',
      item_brand: 'ESF Val-Neige',
      item_category: 'ESF',
      item_category2: 'Ski alpin',
      item_category3: 'Flocon',
      item_variant: '2026-12-20',
      price: 199,
      quantity: 2,
    });
  });
  it('leaves out what the product does not have, and counts one by default', () => {
    expect(analyticsItem({ name: 'Raquettes', unitCents: 3600, discipline: 7, level: '' })).toEqual({
      item_name: 'Raquettes',
      price: 36,
      quantity: 1,
    });
  });
  it('sums revenue to the cent', () => {
    expect(revenue([])).toBe(0);
    expect(
      revenue([
        { price: 199, quantity: 2 },
        { price: 0.1, quantity: 3 },
        { price: 1.65, quantity: 4 },
      ]),
    ).toBe(404.9);
  });
});

describe('time left on held places', () => {
  const at = Date.parse('2026-12-01T10:00:00Z');
  it('counts down in minutes and seconds, never below zero', () => {
    expect(holdTimeLeft('2026-12-01T10:20:00Z', at)).toMatchObject({ minutes: 20, seconds: 0, clock: '20:00' });
    expect(holdTimeLeft('2026-12-01T10:04:05.200Z', at)).toMatchObject({ minutes: 4, seconds: 6, clock: '4:06' });
    expect(holdTimeLeft('2026-12-01T09:59:00Z', at)).toEqual({ ms: 0, minutes: 0, seconds: 0, clock: '0:00' });
  });
  it('is told at the start, at 5 and 1 minutes left and when time is up, each once, never every second', () => {
    const min = 60_000;
    let told = null as ReturnType<typeof holdMomentToTell>;
    const said: string[] = [];
    for (let ms = 20 * min; ms >= -1000; ms -= 1000) {
      const now = holdMomentToTell(ms, told);
      if (now) {
        said.push(now);
        told = now;
      }
    }
    expect(said).toEqual(['start', '5', '1', 'expired']);
    // Opened with 3 minutes left: told at once that time is short, then at 1 minute.
    expect(holdMomentToTell(3 * min, null)).toBe('5');
    expect(holdMomentToTell(3 * min, '5')).toBeNull();
  });
});

describe('meeting points', () => {
  const points = [
    {
      key: 'chalet',
      name: { fr: 'Chalet de l’école', en: 'School chalet' },
      address: { fr: '12 place des Marmottes', en: '' },
      directions: { fr: 'Sous le panneau de votre niveau.', en: '' },
    },
  ];
  it("says a product's point in the language asked, by its key; a text typed before keys stays as it is", () => {
    expect(meetingPointIn(points, 'chalet', 'fr')).toEqual({
      name: 'Chalet de l’école',
      address: '12 place des Marmottes',
      directions: 'Sous le panneau de votre niveau.',
    });
    expect(meetingPointIn(points, 'chalet', 'en')).toEqual({ name: 'School chalet', address: null, directions: null });
    expect(meetingPointIn(points, 'Gare routière', 'en')).toEqual({ name: 'Gare routière', address: null, directions: null });
    expect(meetingPointIn(points, '  ', 'fr')).toBeNull();
    expect(meetingPointIn(points, undefined, 'fr')).toBeNull();
  });
});

describe('levels', () => {
  const ladder = [
    { key: 'flocon', name: { fr: 'Flocon', en: 'Flocon (snowflake)' } },
    { key: '2e-etoile', name: { fr: '2e Étoile', en: '2nd Star' } },
    { key: 'etoile-argent', name: { fr: 'Étoile d’argent', en: 'Silver Star' } },
  ];
  it('finds a rung by its key, else by its name in either language (older products and orders hold names)', () => {
    expect(levelIn(ladder, '2e-etoile')?.key).toBe('2e-etoile');
    expect(levelIn(ladder, '2e Étoile')?.key).toBe('2e-etoile');
    expect(levelIn(ladder, '2E ETOILE')?.key).toBe('2e-etoile');
    expect(levelIn(ladder, '2nd Star')?.key).toBe('2e-etoile');
    expect(levelIn(ladder, "Étoile d'argent")?.key).toBe('etoile-argent');
    expect(levelIn(ladder, 'Confirmé')).toBeNull();
    expect(levelIn(ladder, '')).toBeNull();
    expect(levelIn(ladder, null)).toBeNull();
  });
  it('names a level in the reader’s language, keeps a word not on the ladder as it was given', () => {
    expect(levelNameIn(ladder, '2e-etoile', 'en')).toBe('2nd Star');
    expect(levelNameIn(ladder, 'Flocon', 'fr')).toBe('Flocon');
    expect(levelNameIn(ladder, 'Confirmé', 'en')).toBe('Confirmé');
    expect(levelNameIn(ladder, undefined, 'fr')).toBeNull();
  });
  it("sizes a group by the product's level size, else its size, else 10", () => {
    expect(groupSizeOf({ groupSize: 12, groupSizes: { ourson: 8 } }, 'ourson')).toBe(8);
    expect(groupSizeOf({ groupSize: 12, groupSizes: { ourson: 8 } }, 'flocon')).toBe(12);
    expect(groupSizeOf({}, null)).toBe(10);
  });
});

describe('results in words', () => {
  const ladder = [
    {
      discipline: 'ski',
      key: 'flocon',
      position: 2,
      name: { fr: 'Flocon', en: 'Flocon (snowflake)' },
      medal: { fr: 'Flocon', en: 'Flocon' },
    },
    { discipline: 'ski', key: '1re-etoile', position: 3, name: { fr: '1re Étoile', en: '1st Star' }, medal: null },
    { discipline: 'snowboard', key: 'intermediaire', position: 3, name: { fr: 'Intermédiaire', en: 'Intermediate' }, medal: null },
  ];
  it('gives the medal when passed and advises the next rung of the same ladder, unless "not yet"', () => {
    expect(resultWords(ladder, { outcome: 'passed', level: 'flocon', advisedLevel: null }, 'en')).toEqual({
      levelName: 'Flocon (snowflake)',
      medal: 'Flocon',
      advisedLevel: '1re-etoile',
      advisedLevelName: '1st Star',
    });
    expect(resultWords(ladder, { outcome: 'not_yet', level: 'flocon', advisedLevel: null }, 'fr')).toEqual({
      levelName: 'Flocon',
      medal: null,
      advisedLevel: null,
      advisedLevelName: null,
    });
    expect(resultWords(ladder, { outcome: 'next_advised', level: '1re-etoile', advisedLevel: null }, 'fr').advisedLevel).toBeNull();
  });
});
