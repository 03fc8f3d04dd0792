import {
  AvailabilityResponse,
  CatalogueImportRefused,
  CatalogueImportResponse,
  type Pricing,
  ProductDetailResponse,
  ProductsResponse,
  ProductView,
} from '@schuss/contracts';
import { priceLine } from '@schuss/contracts/rules';
import { rows } from '@schuss/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseCsv } from '../../lib/csv';
import { drivers } from '../../test/app';
import { adult, child, type OrderPlatform, orderPlatform, plusDays, weekStart } from '../../test/orders';
import { staffHeaders } from '../backoffice/staff-fixtures';

const BASE = '/api/backoffice/sites/val-neige/products';
const days = (first: number, step: number, n = 6) => Array.from({ length: n }, (_, i) => first + i * step);

/** A lift pass priced by age band and days, as staff would type it. */
const liftPricing: Pricing = {
  rule: 'daysTable',
  bands: [
    { label: { fr: 'Enfant', en: 'Child' }, maxAge: 12, cents: days(3000, 2500) },
    { label: { fr: 'Adulte', en: 'Adult' }, minAge: 13, cents: days(4500, 4000) },
  ],
};
const newLift = (key: string, over: object = {}) => ({
  key,
  type: 'LIFT',
  merchant: 'remontees',
  name: { fr: `Forfait ${key}`, en: `${key} lift pass` },
  description: { fr: 'Tout le domaine.', en: 'The whole ski area.' },
  dated: false,
  attributes: { needsStartDate: true, maxDays: 6 },
  pricing: liftPricing,
  ...over,
});

describe.each(drivers)('the catalogue in the back office on %s', (kind) => {
  let t: OrderPlatform;
  let headers: Record<string, string>;
  const staff = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const detail = async (key: string) => {
    const res = await staff('GET', `${BASE}/${key}`);
    expect(res.statusCode, res.body).toBe(200);
    return ProductDetailResponse.parse(res.json());
  };
  const visitorProduct = (key: string) => t.inject({ method: 'GET', url: `/api/booking/products/${key}?resort=val-neige&lang=fr` });
  const add = (body: object) =>
    t.inject({ method: 'POST', url: '/api/booking/cart/lines', payload: { resort: 'val-neige', lang: 'fr', ...body } });
  /** Everything a catalogue write may leave behind. */
  const footprint = async () =>
    (
      await rows(
        t.conn.db,
        sql`select (select count(*)::int from products) as products, (select count(*)::int from product_versions) as versions,
                   (select count(*)::int from audit_log) as audit, (select coalesce(sum(version), 0)::int from products) as version_sum,
                   (select md5(string_agg(pricing::text || hidden::text || name::text, ',' order by id)) from products) as content`,
      )
    )[0];

  beforeAll(async () => {
    t = await orderPlatform(kind);
    headers = await staffHeaders(t, kind === 'pg' ? '10.41.2' : '10.41.1');
  });
  afterAll(() => t?.close());

  describe('list', () => {
    it("lists the resort's products with their lowest price, and its merchants", async () => {
      const res = await staff('GET', BASE);
      expect(res.statusCode, res.body).toBe(200);
      const { products, merchants } = ProductsResponse.parse(res.json());
      expect(new Set(products.map((p) => p.type)).size).toBe(11);
      expect(products.find((p) => p.key === 'forfait-val-neige')).toMatchObject({
        type: 'LIFT',
        name: { fr: 'Forfait Val-Neige', en: 'Val-Neige lift pass' },
        merchant: { key: 'remontees' },
        hidden: false,
        version: 1,
        // The lowest price someone pays (a child's day): under-5s ride free, and "from 0.00" would say nothing.
        fromPrice: { amount: 4200, currency: 'EUR' },
      });
      expect(merchants.map((m) => m.key).sort()).toEqual(['ecole', 'glisse-attitude', 'navettes', 'office-tourisme', 'remontees']);
    });

    it('searches names and keys, filters by type and by hidden or visible', async () => {
      const q = async (query: string) => ProductsResponse.parse((await staff('GET', `${BASE}?${query}`)).json()).products.map((p) => p.key);
      expect(await q('q=snake')).toEqual(['bapteme-snake-gliss']);
      expect(await q('q=NAVETTE')).toEqual(expect.arrayContaining(['navette-montee', 'navette-descente']));
      expect(await q('type=ESF_CUSTOM')).toEqual(['cours-particulier-ski', 'cours-particulier-snowboard']);
      expect(await q('status=hidden')).toEqual([]);
      expect((await staff('GET', `${BASE}?type=SKI`)).statusCode).toBe(400);
    });
  });

  describe('create', () => {
    it('creates a lift pass (version 1, history, audit) that the widget offers with the prices the cart charges', async () => {
      const res = await staff('POST', BASE, newLift('forfait-test'));
      expect(res.statusCode, res.body).toBe(201);
      const { product, history } = ProductDetailResponse.parse(res.json());
      expect(product).toMatchObject({ key: 'forfait-test', type: 'LIFT', version: 1, hidden: false, merchant: { key: 'remontees' } });
      expect(history).toHaveLength(1);
      expect(history[0]).toMatchObject({ version: 1, action: 'create', by: expect.stringContaining('staff@val-neige.test'), before: null });
      expect(history[0]!.changes).toEqual(expect.arrayContaining(['pricing', 'name', 'merchant']));
      const [audit] = await rows<{ action: string; subject: string }>(
        t.conn.db,
        sql`select action, subject from audit_log where subject = 'product forfait-test'`,
      );
      expect(audit).toEqual({ action: 'product.create', subject: 'product forfait-test' });

      const view = ProductView.parse((await visitorProduct('forfait-test')).json());
      expect(view).toMatchObject({ version: 1, pricing: liftPricing, fromPrice: { amount: 3000 } });
      const added = await add({
        productKey: 'forfait-test',
        productVersion: 1,
        startDate: weekStart,
        days: 3,
        participants: [adult('Anne'), child('Léa')],
      });
      expect(added.statusCode, added.body).toBe(200);
      expect(added.json().line.total.amount).toBe(12500 + 8000);
    });

    const before = () => footprint();
    const refused = async (body: object, status: number, field: string, message?: RegExp) => {
      const was = await before();
      const res = await staff('POST', BASE, body);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().error.field).toBe(field);
      if (message) expect(res.json().error.message).toMatch(message);
      expect(await footprint()).toEqual(was);
    };

    it('refuses negative and absurd prices, naming the price, and writes nothing', async () => {
      const bands = structuredClone(liftPricing.bands);
      bands[1]!.cents[2] = -100;
      await refused(newLift('neg', { pricing: { rule: 'daysTable', bands } }), 400, 'body.pricing.bands.1.cents.2', /must not be negative/);
      await refused(newLift('big', { pricing: { rule: 'flat', cents: 100_000_000 } }), 400, 'body.pricing.cents', /at most 10000 €/);
      await refused(newLift('frac', { pricing: { rule: 'perParticipantPerDay', cents: 12.5 } }), 400, 'body.pricing.cents');
    });

    it('refuses empty, overlapping and unsorted age bands, and days tables longer than DAYS_MAX', async () => {
      await refused(newLift('empty', { pricing: { rule: 'daysTable', bands: [] } }), 400, 'body.pricing.bands');
      await refused(
        newLift('overlap', {
          pricing: {
            rule: 'ageBands',
            bands: [
              { maxAge: 12, cents: 100 },
              { minAge: 10, cents: 200 },
            ],
          },
        }),
        400,
        'body.pricing.bands.1.minAge',
        /must be above 12/,
      );
      await refused(
        newLift('unsorted', {
          pricing: {
            rule: 'ageBands',
            bands: [
              { minAge: 13, cents: 100 },
              { maxAge: 12, cents: 200 },
            ],
          },
        }),
        400,
        'body.pricing.bands.0.maxAge',
      );
      await refused(
        newLift('long', { pricing: { rule: 'daysTable', bands: [{ cents: Array(61).fill(100) }] } }),
        400,
        'body.pricing.bands.0.cents',
        /at most 60 days/,
      );
    });

    it('refuses an unknown merchant, a key taken or reserved, a bad key, a type that does not exist, a price by duration without slots', async () => {
      await refused(newLift('ghost', { merchant: 'nobody' }), 400, 'body.merchant', /no merchant "nobody"/);
      await refused(newLift('forfait-val-neige'), 409, 'body.key', /already the key/);
      await refused(newLift('new'), 400, 'body.key', /reserved/);
      await refused(newLift('Bad Key'), 400, 'body.key');
      await refused(newLift('x', { type: 'SKIPASS' }), 400, 'body.type');
      await refused(newLift('y', { name: { fr: ' ', en: 'Y' } }), 400, 'body.name.fr', /is required/);
      await refused(newLift('z', { attributes: { ageMin: 12, ageMax: 5 } }), 400, 'body.attributes.ageMax');
      await refused(
        newLift('private', { type: 'ESF_CUSTOM', pricing: { rule: 'durationGroup', durations: { '60': [5000] } } }),
        400,
        'body.pricing.rule',
        /needs dated slots/,
      );
    });

    it('takes one of two creations of the same key at once', async () => {
      const both = await Promise.all([staff('POST', BASE, newLift('twice')), staff('POST', BASE, newLift('twice'))]);
      expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      const [n] = await rows<{ n: number }>(t.conn.db, sql`select count(*)::int as n from products where key = 'twice'`);
      expect(n!.n).toBe(1);
    });
  });

  describe('edit and versions', () => {
    it('a price change makes a version and applies to new cart lines only: lines in carts and orders keep their price', async () => {
      await staff('POST', BASE, newLift('forfait-prix'));
      // Added at the price of version 1: 3 days for an adult, 125 €.
      const before = await add({
        productKey: 'forfait-prix',
        productVersion: 1,
        startDate: weekStart,
        days: 3,
        participants: [adult('A')],
      });
      expect(before.json().line.total.amount).toBe(12500);
      const paidCart = await add({ productKey: 'forfait-prix', startDate: weekStart, days: 3, participants: [adult('B')] });
      const checkout = await t.checkout(paidCart.json().cartId);
      expect(checkout.statusCode, checkout.body).toBe(201);

      const bands = structuredClone(liftPricing.bands);
      bands[1]!.cents = days(5000, 4500);
      const edit = await staff('PUT', `${BASE}/forfait-prix`, {
        ...newLift('forfait-prix'),
        key: undefined,
        type: undefined,
        pricing: { rule: 'daysTable', bands },
        baseVersion: 1,
      });
      expect(edit.statusCode, edit.body).toBe(200);
      const { product, history } = ProductDetailResponse.parse(edit.json());
      expect(product.version).toBe(2);
      expect(history.map((h) => [h.version, h.action, h.changes])).toEqual([
        [2, 'edit', ['pricing']],
        [1, 'create', expect.any(Array)],
      ]);
      expect((history[0]!.before as { pricing: Pricing }).pricing).toEqual(liftPricing);

      // A new line: the new price.
      const after = await add({ productKey: 'forfait-prix', productVersion: 2, startDate: weekStart, days: 3, participants: [adult('C')] });
      expect(after.json().line.total.amount).toBe(14000);
      // The line added before keeps its price, in the cart and at checkout.
      const cart = await t.inject({
        method: 'POST',
        url: '/esfplus/cart',
        payload: { cartId: before.json().cartId, lang: 'fr', resort: 'val-neige' },
      });
      expect(cart.json().cart.price.amount).toBe(12500);
      const order = await t.checkout(before.json().cartId);
      expect(order.statusCode, order.body).toBe(201);
      expect(order.json().order.total.amount).toBe(12500);
      // The order made before the change too.
      const paid = await t.byCart(paidCart.json().cartId);
      expect(paid.json().order.total.amount).toBe(12500);
    });

    it("tells the site's processes to refresh the school's pages, which quote the catalogue's prices, on every change", async () => {
      const revalidate = vi.spyOn(t.app.site, 'revalidate');
      try {
        expect((await staff('POST', BASE, newLift('forfait-relu'))).statusCode).toBe(201);
        expect(revalidate).toHaveBeenLastCalledWith(['site:val-neige']);
        revalidate.mockClear();
        const edit = await staff('PUT', `${BASE}/forfait-relu`, {
          ...newLift('forfait-relu'),
          key: undefined,
          type: undefined,
          baseVersion: 1,
          name: { fr: 'Forfait relu', en: 'Read again pass' },
        });
        expect(edit.statusCode, edit.body).toBe(200);
        expect(revalidate).toHaveBeenCalledWith(['site:val-neige']);
        revalidate.mockClear();
        expect((await staff('PUT', `${BASE}/forfait-relu/hidden`, { hidden: true, baseVersion: 2 })).statusCode).toBeLessThan(300);
        expect(revalidate).toHaveBeenCalledWith(['site:val-neige']);
        // Shown again: the other tests count the hidden products.
        expect((await staff('PUT', `${BASE}/forfait-relu/hidden`, { hidden: false, baseVersion: 3 })).statusCode).toBeLessThan(300);
      } finally {
        revalidate.mockRestore();
      }
    });

    it('records who changed what in the history (names, attributes) and does not make a version when nothing changed', async () => {
      await staff('POST', BASE, newLift('forfait-hist'));
      const body = { ...newLift('forfait-hist'), key: undefined, type: undefined, baseVersion: 1 };
      const same = await staff('PUT', `${BASE}/forfait-hist`, body);
      expect(same.statusCode, same.body).toBe(200);
      expect(ProductDetailResponse.parse(same.json()).product.version).toBe(1);
      const changed = await staff('PUT', `${BASE}/forfait-hist`, {
        ...body,
        name: { fr: 'Forfait historique', en: 'forfait-hist lift pass' },
        attributes: { needsStartDate: true, maxDays: 4 },
      });
      const { history } = ProductDetailResponse.parse(changed.json());
      expect(history[0]).toMatchObject({ version: 2, action: 'edit', changes: ['attributes.maxDays', 'name.fr'] });
    });

    it('refuses an edit made from an older version (someone saved meanwhile): 409, nothing written', async () => {
      await staff('POST', BASE, newLift('forfait-conflit'));
      const body = { ...newLift('forfait-conflit'), key: undefined, type: undefined, baseVersion: 1 };
      expect((await staff('PUT', `${BASE}/forfait-conflit`, { ...body, description: { fr: 'Un', en: 'One' } })).statusCode).toBe(200);
      const was = await footprint();
      const late = await staff('PUT', `${BASE}/forfait-conflit`, { ...body, description: { fr: 'Deux', en: 'Two' } });
      expect(late.statusCode).toBe(409);
      expect(late.json().error).toMatchObject({ code: 'conflict', field: 'body.baseVersion' });
      expect(late.json().error.message).toContain('version 2 by Staff');
      expect(await footprint()).toEqual(was);
    });

    it('refuses an unknown product (404), bad prices on edit (400) and making a product with slots undated', async () => {
      expect((await staff('GET', `${BASE}/nothing-here`)).statusCode).toBe(404);
      const lesson = await detail('cours-enfants-flocon');
      const body = {
        merchant: lesson.product.merchant.key,
        name: lesson.product.name,
        description: lesson.product.description,
        dated: false,
        attributes: lesson.product.attributes,
        pricing: lesson.product.pricing,
        baseVersion: lesson.product.version,
      };
      const was = await footprint();
      const undated = await staff('PUT', `${BASE}/cours-enfants-flocon`, body);
      expect(undated.statusCode).toBe(400);
      expect(undated.json().error.field).toBe('body.dated');
      expect(undated.json().error.message).toMatch(/has \d+ slots/);
      const negative = await staff('PUT', `${BASE}/cours-enfants-flocon`, {
        ...body,
        dated: true,
        pricing: { rule: 'ageBands', bands: [{ cents: -1 }] },
      });
      expect(negative.json().error.field).toBe('body.pricing.bands.0.cents');
      expect(await footprint()).toEqual(was);
    });
  });

  describe('hidden products', () => {
    it('are not offered to visitors, but carts and orders that have them keep working; shown again, they are back', async () => {
      await staff('POST', BASE, newLift('forfait-cache'));
      const inCart = await add({
        productKey: 'forfait-cache',
        productVersion: 1,
        startDate: weekStart,
        days: 2,
        participants: [adult('D')],
      });
      expect(inCart.statusCode).toBe(200);

      const hide = await staff('PUT', `${BASE}/forfait-cache/hidden`, { hidden: true, baseVersion: 1 });
      expect(hide.statusCode, hide.body).toBe(200);
      expect(ProductDetailResponse.parse(hide.json()).history[0]).toMatchObject({ version: 2, action: 'hide', changes: ['hidden'] });

      const offered = AvailabilityResponse.parse(
        (
          await t.inject({
            method: 'GET',
            url: `/api/booking/availability?resort=val-neige&lang=fr&from=${weekStart}&to=${plusDays(weekStart, 6)}`,
          })
        ).json(),
      );
      expect(offered.products.map((p) => p.key)).not.toContain('forfait-cache');
      expect(offered.products.map((p) => p.key)).toContain('forfait-val-neige');
      expect((await visitorProduct('forfait-cache')).statusCode).toBe(404);
      const refused = await add({ productKey: 'forfait-cache', startDate: weekStart, days: 2, participants: [adult('E')] });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error.field).toBe('body.productKey');
      // Staff still see and find it.
      const list = ProductsResponse.parse((await staff('GET', `${BASE}?status=hidden`)).json());
      expect(list.products.map((p) => p.key)).toEqual(['forfait-cache']);

      const cart = await t.inject({
        method: 'POST',
        url: '/esfplus/cart',
        payload: { cartId: inCart.json().cartId, lang: 'fr', resort: 'val-neige' },
      });
      expect(cart.json().cart.orders.LIFT.inscriptions).toHaveLength(1);
      const order = await t.checkout(inCart.json().cartId);
      expect(order.statusCode, order.body).toBe(201);
      expect(order.json().order.total.amount).toBe(8500);

      const show = await staff('PUT', `${BASE}/forfait-cache/hidden`, { hidden: false, baseVersion: 2 });
      expect(ProductDetailResponse.parse(show.json()).product).toMatchObject({ hidden: false, version: 3 });
      expect((await visitorProduct('forfait-cache')).statusCode).toBe(200);
    });
  });

  describe('a price that changed since it was shown', () => {
    it('refuses the add with 409 price_changed, writing nothing; a change of something else lets it through at the same price', async () => {
      await staff('POST', BASE, newLift('forfait-vu'));
      const body = { ...newLift('forfait-vu'), key: undefined, type: undefined };
      await staff('PUT', `${BASE}/forfait-vu`, { ...body, description: { fr: 'Nouveau texte', en: 'New text' }, baseVersion: 1 });
      const same = await add({ productKey: 'forfait-vu', productVersion: 1, startDate: weekStart, days: 1, participants: [adult('F')] });
      expect(same.statusCode, same.body).toBe(200);
      expect(same.json().line.total.amount).toBe(4500);

      await staff('PUT', `${BASE}/forfait-vu`, {
        ...body,
        pricing: { rule: 'daysTable', bands: [{ cents: days(9900, 100) }] },
        baseVersion: 2,
      });
      const lines = await rows<{ n: number }>(t.conn.db, sql`select count(*)::int as n from cart_lines`);
      for (const shown of [1, 2, 99]) {
        const res = await add({
          productKey: 'forfait-vu',
          productVersion: shown,
          startDate: weekStart,
          days: 1,
          participants: [adult('G')],
        });
        expect(res.statusCode, res.body).toBe(409);
        expect(res.json().error).toMatchObject({ code: 'price_changed', field: 'body.productVersion' });
      }
      expect(await rows(t.conn.db, sql`select count(*)::int as n from cart_lines`)).toEqual(lines);
      const now = await add({ productKey: 'forfait-vu', productVersion: 3, startDate: weekStart, days: 1, participants: [adult('G')] });
      expect(now.json().line.total.amount).toBe(9900);
    });

    it('charges a family or multi-day discount as the shared rules price it', async () => {
      const pricing: Pricing = {
        ...liftPricing,
        discount: { fromParticipant: { rank: 3, percent: 20 }, fromDays: { days: 5, percent: 10 } },
      };
      expect((await staff('POST', BASE, newLift('forfait-famille', { pricing }))).statusCode).toBe(201);
      const participants = [adult('P'), adult('M'), child('E1'), child('E2')];
      for (const d of [2, 5]) {
        const res = await add({ productKey: 'forfait-famille', productVersion: 1, startDate: weekStart, days: d, participants });
        const expected = priceLine(pricing, { birthDates: participants.map((p) => p.birthDate), startDate: weekStart, days: d });
        expect(res.json().line.total.amount).toBe(expected.totalCents);
        expect(res.json().line.participants.map((p: { price: { amount: number } }) => p.price.amount)).toEqual(expected.perParticipant);
      }
      // 2 days: 2 × 85 € + 2 × 55 € × 80 %.
      expect(priceLine(pricing, { birthDates: participants.map((p) => p.birthDate), startDate: weekStart, days: 2 }).totalCents).toBe(
        17000 + 8800,
      );
    });
  });

  describe('CSV', () => {
    const importCsv = (csv: string) => staff('POST', `${BASE}/import`, { csv });

    it('exports every product, and importing the export changes nothing', async () => {
      const res = await staff('GET', `${BASE}.csv`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      const { header, rows: lines } = parseCsv(res.body);
      expect(header).toEqual([
        'key',
        'type',
        'merchant',
        'name_fr',
        'name_en',
        'description_fr',
        'description_en',
        'dated',
        'hidden',
        'attributes',
        'pricing',
      ]);
      const lift = lines.find((l) => l.cells[0] === 'forfait-val-neige')!;
      expect(lift.cells.slice(1, 4)).toEqual(['LIFT', 'remontees', 'Forfait Val-Neige']);
      expect(JSON.parse(lift.cells[10]!).rule).toBe('daysTable');
      const was = await footprint();
      const again = await importCsv(res.body);
      expect(again.statusCode, again.body).toBe(200);
      const done = CatalogueImportResponse.parse(again.json());
      expect(done.created).toEqual([]);
      expect(done.updated).toEqual([]);
      expect(done.unchanged).toHaveLength(lines.length);
      expect(await footprint()).toEqual(was);
    });

    it('creates and updates by key, each a version, in one go', async () => {
      const csv = [
        'key;type;merchant;name_fr;name_en;description_fr;description_en;dated;hidden;attributes;pricing',
        `forfait-csv;LIFT;remontees;Forfait CSV;CSV pass;;;non;oui;{"needsStartDate":true};"${JSON.stringify({ rule: 'daysTable', bands: [{ cents: [1000, 1900] }] }).replace(/"/g, '""')}"`,
        `licence-ffs;FFS;ecole;Licence FFS;FFS licence;Saison;Season;no;no;{};"${JSON.stringify({
          rule: 'ageBands',
          bands: [
            { maxAge: 17, cents: 4000 },
            { minAge: 18, cents: 6000 },
          ],
        }).replace(/"/g, '""')}"`,
      ].join('\r\n');
      const res = await importCsv(csv);
      expect(res.statusCode, res.body).toBe(200);
      expect(CatalogueImportResponse.parse(res.json())).toEqual({ created: ['forfait-csv'], updated: ['licence-ffs'], unchanged: [] });
      const created = await detail('forfait-csv');
      expect(created.product).toMatchObject({ hidden: true, version: 1, name: { fr: 'Forfait CSV' } });
      expect(created.history[0]).toMatchObject({ action: 'import' });
      const ffs = await detail('licence-ffs');
      expect(ffs.product.version).toBe(2);
      expect(ffs.history[0]).toMatchObject({
        action: 'import',
        changes: ['description.en', 'description.fr', 'name.en', 'name.fr', 'pricing'],
      });
    });

    it('refuses a file with a broken line, naming each line and column, and writes nothing', async () => {
      const exported = (await staff('GET', `${BASE}.csv`)).body;
      const lines = exported.replace(/^\uFEFF/, '').split('\r\n');
      const header = lines[0]!;
      const good = lines[1]!;
      const csv = [
        header,
        good,
        'forfait-neuf;LIFT;nobody;Neuf;New;;;no;no;{};{"rule":"flat","cents":100}',
        'forfait-neuf2;LIFT;remontees;Neuf;New;;;peut-être;no;{};{"rule":"flat","cents":-5}',
        'forfait-neuf3;LIFT;remontees;;New;;;no;no;{oops;{"rule":"ageBands","bands":[{"maxAge":12,"cents":1},{"minAge":12,"cents":2}]}',
        'forfait-val-neige;STAND;remontees;X;X;;;no;no;{};{"rule":"flat","cents":100}',
      ].join('\r\n');
      const was = await footprint();
      const res = await importCsv(csv);
      expect(res.statusCode, res.body).toBe(400);
      const { error } = CatalogueImportRefused.parse(res.json());
      expect(error.problems.map((p) => [p.line, p.column])).toEqual([
        [3, 'merchant'],
        [4, 'dated'],
        [4, 'pricing'],
        [5, 'name_fr'],
        [5, 'attributes'],
        [5, 'pricing'],
        [6, 'type'],
      ]);
      const at = (line: number, column: string) => error.problems.find((p) => p.line === line && p.column === column)?.message;
      expect(at(3, 'merchant')).toBe('no merchant "nobody" in this resort');
      expect(at(4, 'dated')).toBe('must be yes or no');
      expect(at(5, 'attributes')).toMatch(/^is not JSON/);
      expect(at(5, 'pricing')).toMatch(/^bands\.1\.minAge: must be above 12/);
      expect(at(6, 'type')).toBe('cannot change: "forfait-val-neige" is a LIFT product');
      expect(await footprint()).toEqual(was);
    });

    it('refuses a header without the catalogue columns, and a key twice', async () => {
      const res = await importCsv('key;type;price\r\nx;LIFT;12');
      expect(res.statusCode).toBe(400);
      const problems = CatalogueImportRefused.parse(res.json()).error.problems;
      expect(problems[0]).toEqual({ line: 1, column: 'price', message: expect.stringMatching(/^is not a column of the catalogue/) });
      expect(problems.map((p) => p.column)).toContain('pricing');
      const row = 'forfait-deux;LIFT;remontees;Deux;Two;;;no;no;{};{"rule":"flat","cents":100}';
      const twice = await importCsv(
        ['key;type;merchant;name_fr;name_en;description_fr;description_en;dated;hidden;attributes;pricing', row, row].join('\n'),
      );
      expect(CatalogueImportRefused.parse(twice.json()).error.problems).toEqual([
        { line: 3, column: 'key', message: 'is already the key of line 2' },
      ]);
    });
  });
});

/**
 * On PostgreSQL (real concurrency): prices updated while visitors add lines. Each add carries the
 * version whose prices it was shown; every line added has exactly that version's price, the others
 * are refused with `price_changed`.
 */
describe('a price change racing adds on pg', () => {
  let t: OrderPlatform;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await orderPlatform('pg');
    headers = await staffHeaders(t, '10.42.2');
  });
  afterAll(() => t?.close());

  it('never charges a price that was not shown', async () => {
    const adultPrice = (v: number) => 4000 + v * 100;
    const pricingOf = (v: number): Pricing => ({
      rule: 'daysTable',
      bands: [
        { maxAge: 12, cents: [2000 + v] },
        { minAge: 13, cents: [adultPrice(v)] },
      ],
    });
    const create = await t.inject({ method: 'POST', url: BASE, headers, payload: newLift('forfait-course', { pricing: pricingOf(1) }) });
    expect(create.statusCode, create.body).toBe(201);
    const base = { ...newLift('forfait-course'), key: undefined, type: undefined };

    const results: { shown: number; status: number; total?: number; lineId?: number; code?: string }[] = [];
    const addShown = async (shown: number) => {
      const res = await t.inject({
        method: 'POST',
        url: '/api/booking/cart/lines',
        payload: {
          resort: 'val-neige',
          lang: 'fr',
          productKey: 'forfait-course',
          productVersion: shown,
          startDate: weekStart,
          days: 1,
          participants: [adult('R')],
        },
      });
      const body = res.json();
      results.push({ shown, status: res.statusCode, total: body.line?.total.amount, lineId: body.line?.id, code: body.error?.code });
    };
    for (let version = 1; version <= 5; version++) {
      // Visitors shown this version or the one before add while staff change the price (version → version + 1).
      const adds = Array.from({ length: 24 }, (_, i) => addShown(Math.max(1, version - (i % 2))));
      const update = t.inject({
        method: 'PUT',
        url: `${BASE}/forfait-course`,
        headers,
        payload: { ...base, pricing: pricingOf(version + 1), baseVersion: version },
      });
      const [res] = await Promise.all([update, ...adds]);
      expect(res.statusCode, res.body).toBe(200);
    }
    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status !== 200);
    expect(ok.length).toBeGreaterThan(0);
    for (const r of ok) expect(r.total, `shown version ${r.shown}`).toBe(adultPrice(r.shown));
    for (const r of refused) expect([r.status, r.code]).toEqual([409, 'price_changed']);
    // And in the database, each stored line has the price its request was shown.
    const stored = await rows<{ id: number; total_cents: number }>(
      t.conn.db,
      sql`select l.id, l.total_cents from cart_lines l join products p on p.id = l.product_id where p.key = 'forfait-course'`,
    );
    expect(stored).toHaveLength(ok.length);
    const byId = new Map(ok.map((r) => [r.lineId, r.shown]));
    for (const l of stored) expect(l.total_cents).toBe(adultPrice(byId.get(l.id) as number));
  });
});
