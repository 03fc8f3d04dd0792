import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainDrivers } from '../../test/app';
import { child, type OrderPlatform, orderPlatform, plusDays, weekStart } from '../../test/orders';

/** Promo and gift codes cannot be guessed without limit (issue 29, F3): 10 wrong codes per address and per cart in 15 minutes. */
describe.each(mainDrivers)('guessing codes (%s)', (kind) => {
  let t: OrderPlatform;
  let slotId: number;
  let n = 0;
  beforeAll(async () => {
    t = await orderPlatform(kind);
    slotId = await t.makeSlot('cours-enfants-flocon', weekStart, plusDays(weekStart, 4), 40);
  });
  afterAll(() => t?.close());

  const newCart = async () => (await t.addLine({ productKey: 'cours-enfants-flocon', slotId, participants: [child('Léa')] })).cartId;
  const tryCode = (cartId: string, from: string, code = `WRONG${++n}`) =>
    t.inject({
      method: 'POST',
      url: '/api/booking/cart/codes',
      payload: { cartId, resort: 'val-neige', lang: 'fr', code },
      remoteAddress: from,
    });

  it('answers 429 with Retry-After after 10 wrong codes from one address, whatever the cart', async () => {
    for (let i = 0; i < 10; i++) expect((await tryCode(await newCart(), '192.0.2.10')).statusCode).toBe(400);
    const limited = await tryCode(await newCart(), '192.0.2.10');
    expect(limited.statusCode, limited.body).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
    expect(limited.json().error).toMatchObject({ code: 'rate_limited', field: 'body.code' });
    expect(limited.json().error.message).toMatch(/try again in 1[45] min/);
    // Another address is not held back.
    expect((await tryCode(await newCart(), '192.0.2.11')).statusCode).toBe(400);
  });

  it('answers 429 after 10 wrong codes on one cart, whatever the addresses', async () => {
    const cartId = await newCart();
    for (let i = 0; i < 10; i++) expect((await tryCode(cartId, `198.51.100.${i + 1}`)).statusCode).toBe(400);
    const limited = await tryCode(cartId, '198.51.100.99');
    expect(limited.statusCode, limited.body).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The same address on another cart is not held back.
    expect((await tryCode(await newCart(), '198.51.100.99')).statusCode).toBe(400);
  });
});
