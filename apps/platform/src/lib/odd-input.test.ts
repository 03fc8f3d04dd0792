import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, bearer, DEMO_STAFF, seedTestAccounts } from '../test/accounts';
import { mainDrivers } from '../test/app';
import { child, type OrderPlatform, orderPlatform, plusDays, weekStart } from '../test/orders';

/** Odd input (issue 29, F4): a 400 naming the field, never a 500. */
describe.each(mainDrivers)('odd input (%s)', (kind) => {
  let t: OrderPlatform;
  let slotId: number;
  let token: string;
  beforeAll(async () => {
    t = await orderPlatform(kind);
    await seedTestAccounts(t.conn.db);
    slotId = await t.makeSlot('cours-enfants-flocon', weekStart, plusDays(weekStart, 4), 10);
    token = await apiLogin(() => t.app, '10.29.4')(DEMO_STAFF.site, DEMO_STAFF.email, DEMO_STAFF.password);
  });
  afterAll(() => t?.close());

  const expect400 = (res: { statusCode: number; body: string; json: () => { error: { field?: string } } }, field: string) => {
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.field).toBe(field);
  };

  it('answers 400 for impossible dates', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/booking/availability?resort=val-neige&lang=fr&from=2026-02-30&to=2026-02-31' });
    expect400(res, 'query.from');
  });

  it.each([
    ['NUL', 'a\u0000b'],
    ['a lone surrogate', '\ud800'],
    ['a control character', 'a\u0007b'],
  ])("answers 400 for a participant's name with %s", async (_what, firstName) => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/booking/cart/lines',
      payload: {
        resort: 'val-neige',
        lang: 'fr',
        productKey: 'cours-enfants-flocon',
        slotId,
        participants: [{ ...child('x'), firstName }],
      },
    });
    expect400(res, 'body.participants.0.firstName');
  });

  it('keeps tabs, line breaks and accents', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/booking/cart/lines',
      payload: { resort: 'val-neige', lang: 'fr', productKey: 'cours-enfants-flocon', slotId, participants: [child('Zoé 🎿')] },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it.each(['q', 'merchant'])("answers 400 for the back office's orders?%s=%00", async (param) => {
    const res = await t.inject({ method: 'GET', url: `/api/backoffice/sites/val-neige/orders?${param}=%00`, headers: bearer(token) });
    expect400(res, `query.${param}`);
  });

  it('answers 400 for a whole number beyond the database’s integers, in a path or a body', async () => {
    expect400(await t.inject({ method: 'DELETE', url: '/api/booking/cart/lines/2147483648?cartId=0AA_--A--___-Aa--0_--a' }), 'params.id');
    const res = await t.inject({
      method: 'POST',
      url: '/api/backoffice/sites/val-neige/orders/VN-NONE/adjustments',
      headers: bearer(token),
      payload: {
        orderLineId: 2 ** 31,
        direction: 'given_back',
        amountCents: 100,
        means: 'cash',
        reason: 'x',
        idempotencyKey: 'odd-input-key-000001',
      },
    });
    expect400(res, 'body.orderLineId');
  });
});
