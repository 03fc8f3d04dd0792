import { describe, expect, it } from 'vitest';
import { Pricing } from '../booking';
import {
  ageAt,
  applyDiscount,
  DAYS_MAX,
  estimate,
  fromPrice,
  minutesBetween,
  PRICE_MAX_CENTS,
  PricingError,
  priceLine,
  pricingProblems,
  split,
  usesDays,
} from '.';

const lift: Pricing = {
  rule: 'daysTable',
  bands: [
    { maxAge: 4, cents: [0, 0, 0] },
    { minAge: 5, maxAge: 12, cents: [4200, 8000, 11800] },
    { minAge: 13, cents: [5600, 10600, 15600] },
  ],
};

describe('ageAt', () => {
  it('counts whole years at the start date, birthdays included', () => {
    expect(ageAt('2019-01-10', '2027-01-09')).toBe(7);
    expect(ageAt('2019-01-10', '2027-01-10')).toBe(8);
    expect(ageAt('2019-12-31', '2027-01-01')).toBe(7);
    expect(ageAt('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageAt('2008-02-29', '2026-03-01')).toBe(18);
  });
});

describe('priceLine', () => {
  it('prices age bands by birth date at the start date', () => {
    const pricing: Pricing = {
      rule: 'ageBands',
      bands: [
        { maxAge: 12, cents: 2000 },
        { minAge: 13, cents: 2500 },
      ],
    };
    // 12 the day before the start date, 13 on it.
    expect(priceLine(pricing, { birthDates: ['2014-01-04', '2014-01-03'], startDate: '2027-01-03', days: 1 })).toEqual({
      perParticipant: [2000, 2500],
      totalCents: 4500,
    });
  });

  it('prices lift passes and rentals from the days table of each age band', () => {
    const r = priceLine(lift, { birthDates: ['1990-05-01', '2018-05-01', '2024-01-01'], startDate: '2027-02-06', days: 3 });
    expect(r.perParticipant).toEqual([15600, 11800, 0]);
    expect(r.totalCents).toBe(27400);
  });

  it('refuses more days than the table has, naming the days field', () => {
    expect(() => priceLine(lift, { birthDates: ['1990-05-01'], startDate: '2027-02-06', days: 4 })).toThrow(
      expect.objectContaining({ field: 'body.days', message: 'must be between 1 and 3 days for this product' }),
    );
  });

  it('refuses an age no band covers, naming the participant', () => {
    const pricing: Pricing = { rule: 'ageBands', bands: [{ minAge: 5, maxAge: 12, cents: 1000 }] };
    const run = () => priceLine(pricing, { birthDates: ['2018-01-01', '1980-01-01'], startDate: '2027-01-03', days: 1 });
    expect(run).toThrow(PricingError);
    expect(run).toThrow(expect.objectContaining({ field: 'body.participants.1.birthDate' }));
  });

  it('prices private lessons by duration and group size, split over the participants', () => {
    const pricing: Pricing = { rule: 'durationGroup', durations: { '60': [5900, 6900, 7900], '120': [11000, 12500, 14000] } };
    const people = (n: number) => Array.from({ length: n }, () => '1990-01-01');
    expect(priceLine(pricing, { birthDates: people(1), startDate: '2027-01-03', days: 1, durationMinutes: 60 }).totalCents).toBe(5900);
    const three = priceLine(pricing, { birthDates: people(3), startDate: '2027-01-03', days: 1, durationMinutes: 120 });
    expect(three).toEqual({ perParticipant: [4667, 4667, 4666], totalCents: 14000 });
    expect(() => priceLine(pricing, { birthDates: people(4), startDate: '2027-01-03', days: 1, durationMinutes: 60 })).toThrow(
      expect.objectContaining({ field: 'body.participants' }),
    );
    expect(() => priceLine(pricing, { birthDates: people(1), startDate: '2027-01-03', days: 1, durationMinutes: 90 })).toThrow(
      expect.objectContaining({ field: 'body.slotId' }),
    );
  });

  it('charges the stay tax per adult per night, minors exempt (18th birthday during the stay counts at the start)', () => {
    const pricing: Pricing = { rule: 'perNight', cents: 165, adultAge: 18 };
    const r = priceLine(pricing, {
      birthDates: ['1985-03-03', '2010-01-01', '2009-02-07', '2009-02-06'],
      startDate: '2027-02-06',
      days: 7,
    });
    expect(r.perParticipant).toEqual([1155, 0, 0, 1155]);
    expect(r.totalCents).toBe(2310);
  });

  it('charges insurance per participant per day', () => {
    const r = priceLine(
      { rule: 'perParticipantPerDay', cents: 330 },
      { birthDates: ['1985-03-03', '2015-01-01'], startDate: '2027-02-06', days: 6 },
    );
    expect(r).toEqual({ perParticipant: [1980, 1980], totalCents: 3960 });
  });

  it('charges the FFS licence once per person for the season, by age band', () => {
    const ffs: Pricing = {
      rule: 'ageBands',
      bands: [
        { maxAge: 17, cents: 3900 },
        { minAge: 18, cents: 5600 },
      ],
    };
    // The days of the stay do not matter for a season product.
    expect(priceLine(ffs, { birthDates: ['2012-01-01', '1980-01-01'], startDate: '2026-12-12', days: 9 }).totalCents).toBe(9500);
  });

  it('prices flat lines per line, or per night, whatever the number of people', () => {
    expect(
      priceLine({ rule: 'flat', cents: 1500 }, { birthDates: ['1980-01-01', '1981-01-01'], startDate: '2027-01-01', days: 3 }),
    ).toEqual({
      perParticipant: [750, 750],
      totalCents: 1500,
    });
    expect(
      priceLine({ rule: 'flat', cents: 9500, perDay: true }, { birthDates: ['1980-01-01'], startDate: '2027-01-01', days: 7 }).totalCents,
    ).toBe(66500);
  });

  it('refuses zero days and no participants', () => {
    expect(() => priceLine({ rule: 'flat', cents: 1 }, { birthDates: ['1980-01-01'], startDate: '2027-01-01', days: 0 })).toThrow(
      PricingError,
    );
    expect(() => priceLine({ rule: 'flat', cents: 1 }, { birthDates: [], startDate: '2027-01-01', days: 1 })).toThrow(PricingError);
  });
});

describe('helpers', () => {
  it('splits a price so the shares add up', () => {
    expect(split(1000, 3)).toEqual([334, 333, 333]);
    expect(split(0, 2)).toEqual([0, 0]);
  });
  it('gives the lowest price of a rule', () => {
    // A free band (under 5) is no "from" price: the lowest price someone pays is.
    expect(fromPrice(lift)).toBe(4200);
    expect(
      fromPrice({
        rule: 'ageBands',
        bands: [
          { maxAge: 4, cents: 0 },
          { minAge: 5, cents: 17900 },
        ],
      }),
    ).toBe(17900);
    expect(fromPrice({ rule: 'ageBands', bands: [{ cents: 0 }] })).toBe(0);
    expect(fromPrice({ rule: 'durationGroup', durations: { '60': [5900], '120': [11000] } }, 120)).toBe(11000);
    expect(fromPrice({ rule: 'perNight', cents: 165, adultAge: 18 })).toBe(165);
  });
  it('knows which rules need days', () => {
    expect(usesDays(lift)).toBe(true);
    expect(usesDays({ rule: 'ageBands', bands: [{ cents: 1 }] })).toBe(false);
    expect(usesDays({ rule: 'flat', cents: 1, perDay: true })).toBe(true);
  });
  it('measures slot durations', () => {
    expect(minutesBetween('09:00:00', '11:00:00')).toBe(120);
    expect(minutesBetween('12:00', '13:00')).toBe(60);
  });
});

describe('estimate: the price shown while the form is filled', () => {
  it('is the charged price once every birth date is known, and says it is complete', () => {
    const input = { birthDates: ['2015-06-01', '1985-03-03'], startDate: '2027-01-04', days: 2 };
    expect(estimate(lift, { birthDates: input.birthDates, on: input.startDate, days: 2 })).toEqual({
      cents: priceLine(lift, input).totalCents,
      complete: true,
    });
  });
  it('counts a participant without a valid birth date at the lowest band, and says it is not complete', () => {
    expect(estimate(lift, { birthDates: ['1985-03-03', ''], on: '2027-01-04', days: 1 })).toEqual({ cents: 5600 + 0, complete: false });
    expect(estimate(lift, { birthDates: ['2015-02-30'], on: '2027-01-04', days: 1 }).complete).toBe(false);
  });
  it('takes the age on the first day: a child turning 13 that day pays the 13+ price', () => {
    expect(estimate(lift, { birthDates: ['2014-01-04'], on: '2027-01-04', days: 1 }).cents).toBe(5600);
    expect(estimate(lift, { birthDates: ['2014-01-05'], on: '2027-01-04', days: 1 }).cents).toBe(4200);
  });
  it('shows the largest group price for a group larger than the table, as not complete', () => {
    const privateLesson: Pricing = { rule: 'durationGroup', durations: { '60': [5900, 6900] } };
    expect(estimate(privateLesson, { birthDates: ['', '', ''], on: '2027-01-04', days: 1, durationMinutes: 60 })).toEqual({
      cents: 6900,
      complete: false,
    });
  });
});

describe('family and multi-day discounts', () => {
  const family: Pricing = {
    rule: 'ageBands',
    bands: [
      { maxAge: 12, cents: 20000 },
      { minAge: 13, cents: 25000 },
    ],
    discount: { fromParticipant: { rank: 3, percent: 10 } },
  };
  const child = (age: number) => `${2027 - age}-01-01`;

  it('takes the percentage off from the n-th participant, on the cheapest places, whatever order they are typed in', () => {
    // Two adults and two children: the children are the 3rd and 4th dearest places.
    const a = priceLine(family, { birthDates: [child(8), '1980-01-01', child(10), '1982-01-01'], startDate: '2027-02-01', days: 1 });
    expect(a.perParticipant).toEqual([18000, 25000, 18000, 25000]);
    expect(a.totalCents).toBe(86000);
    const b = priceLine(family, { birthDates: ['1980-01-01', '1982-01-01', child(8), child(10)], startDate: '2027-02-01', days: 1 });
    expect(b.totalCents).toBe(a.totalCents);
    // Fewer participants than the rank: no discount.
    expect(priceLine(family, { birthDates: [child(8), child(9)], startDate: '2027-02-01', days: 1 }).totalCents).toBe(40000);
  });

  it('takes the percentage off every place from n days, then the family one, each rounded to the cent', () => {
    const pass: Pricing = { ...lift, discount: { fromDays: { days: 3, percent: 15 }, fromParticipant: { rank: 2, percent: 5 } } };
    // 2 days: family only (5 % off the cheaper place).
    expect(priceLine(pass, { birthDates: ['1990-05-01', '2018-05-01'], startDate: '2027-02-06', days: 2 }).perParticipant).toEqual([
      10600, 7600,
    ]);
    // 3 days: 15 % off both (15600 → 13260, 11800 → 10030), then 5 % off the cheaper (10030 → 9528.5 → 9528).
    expect(priceLine(pass, { birthDates: ['1990-05-01', '2018-05-01'], startDate: '2027-02-06', days: 3 }).perParticipant).toEqual([
      13260, 9528,
    ]);
  });

  it('applies a multi-day discount to a price per night, and to a flat price per night', () => {
    const stay: Pricing = { rule: 'flat', cents: 9500, perDay: true, discount: { fromDays: { days: 7, percent: 10 } } };
    expect(priceLine(stay, { birthDates: ['1980-01-01'], startDate: '2027-01-01', days: 6 }).totalCents).toBe(57000);
    expect(priceLine(stay, { birthDates: ['1980-01-01'], startDate: '2027-01-01', days: 7 }).totalCents).toBe(59850);
  });

  it('is shown by the estimate exactly as it is charged', () => {
    const pass: Pricing = { ...lift, discount: { fromDays: { days: 2, percent: 12 }, fromParticipant: { rank: 2, percent: 7 } } };
    const stay: Pricing = { rule: 'flat', cents: 9999, perDay: true, discount: { fromDays: { days: 3, percent: 33 } } };
    const people = [['1990-05-01'], ['1990-05-01', '2018-05-01'], ['2018-05-01', '1990-05-01', '2022-03-03', '1950-01-01']];
    for (const pricing of [pass, family, stay])
      for (const birthDates of people)
        for (const days of [1, 2, 3]) {
          const charged = priceLine(pricing, { birthDates, startDate: '2027-02-06', days }).totalCents;
          expect(estimate(pricing, { birthDates, on: '2027-02-06', days }), `${pricing.rule} ${birthDates.length} ${days}`).toEqual({
            cents: charged,
            complete: true,
          });
        }
  });

  it('leaves prices alone without a discount', () => {
    expect(applyDiscount(undefined, [100, 200], 5)).toEqual([100, 200]);
  });
});

describe('what a pricing rule may be', () => {
  const issues = (value: unknown) => {
    const r = Pricing.safeParse(value);
    return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('accepts every rule of the demo catalogue', () => {
    expect(issues(lift)).toEqual([]);
    expect(issues({ rule: 'durationGroup', durations: { '60': [5900, 6900], '120': [11000] } })).toEqual([]);
    expect(issues({ rule: 'perNight', cents: 165, adultAge: 18 })).toEqual([]);
  });

  it('refuses negative, fractional and absurd prices, naming the price', () => {
    expect(issues({ rule: 'flat', cents: -1 })).toEqual(['cents: must not be negative']);
    expect(issues({ rule: 'flat', cents: 10.5 })).toEqual(['cents: must be a whole number of cents']);
    expect(issues({ rule: 'perParticipantPerDay', cents: PRICE_MAX_CENTS + 1 })[0]).toMatch(/^cents: must be at most 10000 €/);
    expect(issues({ rule: 'daysTable', bands: [{ cents: [100, -5] }] })).toEqual(['bands.0.cents.1: must not be negative']);
  });

  it('refuses empty bands, empty tables and tables longer than DAYS_MAX days', () => {
    expect(issues({ rule: 'ageBands', bands: [] })).toEqual(['bands: must have at least one age band']);
    expect(issues({ rule: 'daysTable', bands: [{ cents: [] }] })).toEqual(['bands.0.cents: must have a price for 1 day']);
    expect(issues({ rule: 'daysTable', bands: [{ cents: Array(DAYS_MAX + 1).fill(100) }] })).toEqual([
      `bands.0.cents: must have at most ${DAYS_MAX} days`,
    ]);
    expect(issues({ rule: 'durationGroup', durations: {} })).toEqual(['durations: must have at least one duration']);
    expect(issues({ rule: 'durationGroup', durations: { soon: [100] } })[0]).toMatch(/^durations.soon: must be a duration in minutes/);
  });

  it('refuses overlapping, unsorted and upside-down age bands, naming the band', () => {
    const bands = (...b: object[]) => ({ rule: 'ageBands', bands: b });
    expect(issues(bands({ maxAge: 12, cents: 1 }, { minAge: 12, cents: 2 }))).toEqual([
      "bands.1.minAge: must be above 12, the previous band's maximum age (bands go from youngest to oldest without overlapping)",
    ]);
    expect(issues(bands({ minAge: 13, cents: 1 }, { maxAge: 12, cents: 2 }))).toEqual([
      'bands.0.maxAge: is needed: another band follows (bands go from youngest to oldest)',
    ]);
    expect(issues(bands({ minAge: 10, maxAge: 5, cents: 1 }))).toEqual(['bands.0.maxAge: must not be below the minimum age (10)']);
    expect(
      issues({
        rule: 'daysTable',
        bands: [
          { maxAge: 4, cents: [1, 2] },
          { minAge: 5, cents: [1] },
        ],
      }),
    ).toEqual(['bands.1.cents: must have 2 prices (one per day), as the first band']);
  });

  it('refuses a discount the rule cannot give, and absurd percentages', () => {
    expect(issues({ rule: 'flat', cents: 100, discount: { fromParticipant: { rank: 2, percent: 10 } } })).toEqual([
      'discount.fromParticipant: is not possible: this rule prices the booking, not each participant',
    ]);
    expect(issues({ rule: 'perParticipantPerDay', cents: 100, discount: { fromDays: { days: 3, percent: 150 } } })).toEqual([
      'discount.fromDays.percent: must be at most 100 %',
    ]);
    expect(issues({ rule: 'perParticipantPerDay', cents: 100, discount: { fromParticipant: { rank: 1, percent: 10 } } })).toEqual([
      'discount.fromParticipant.rank: must be at least 2 (the second participant)',
    ]);
    expect(issues({ rule: 'perParticipantPerDay', cents: 100, discount: {} })).toEqual([
      'discount: must have a family or a multi-day discount',
    ]);
    expect(pricingProblems({ rule: 'perParticipantPerDay', cents: 1 })).toEqual([]);
  });
});
