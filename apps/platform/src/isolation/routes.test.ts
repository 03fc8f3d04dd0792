import { routes } from '@schuss/contracts';
import { describe, expect, it } from 'vitest';
import { backofficeCases } from './backoffice.cases';
import { bookingCases } from './booking.cases';
import { contentCases } from './content.cases';
import { EXEMPT } from './exempt';

/**
 * Every route of the route table (the one declaration the route-table test checks the app against)
 * is either exercised by the isolation suite or listed with the reason it is not: adding a route
 * forces a decision here.
 */
describe('isolation suite: route by route', () => {
  const areas = { content: contentCases, booking: bookingCases, backoffice: backofficeCases };
  const exercised = Object.entries(areas).flatMap(([area, cases]) => Object.keys(cases).map((name) => ({ area, name })));

  it('exercises or exempts (with a reason) every route of the table', () => {
    const decided = new Set([...exercised.map((e) => e.name), ...Object.keys(EXEMPT)]);
    const undecided = Object.keys(routes).filter((name) => !decided.has(name));
    expect(undecided, 'routes neither exercised by src/isolation/*.cases.ts nor listed in src/isolation/exempt.ts').toEqual([]);
  });

  it('exercises each route in one area, exempts none it exercises, lists no route that is gone', () => {
    const names = exercised.map((e) => e.name);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    expect(Object.keys(EXEMPT).filter((n) => names.includes(n))).toEqual([]);
    expect([...names, ...Object.keys(EXEMPT)].filter((n) => !(n in routes))).toEqual([]);
    for (const reason of Object.values(EXEMPT)) expect(reason?.length).toBeGreaterThan(10);
  });
});
