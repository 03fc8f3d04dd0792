import { expect, type Locator, type Page } from '@playwright/test';
import type { Messages } from '../apps/backoffice/src/i18n/fr';
import { sql, stack } from './stack';

/**
 * Fixtures of the back-office journeys, seeded through the platform's API as a visitor's
 * browser would: a cart, a checkout and a payment on the sandbox's hosted page. Only the group
 * itself is written in SQL: slots get their own screens with the catalogue.
 */

const DAY = 86_400_000;
export const isoDay = (offset = 0) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

/** The demo's staff member; the back office at the platform's `localhost` names their school (the demo site's host). */
export const STAFF = {
  site: 'val-neige',
  schoolName: 'École de ski Val-Neige',
  email: 'accueil@val-neige.example',
  password: 'Accueil-Val-Neige-2026!',
};

/** A children's group starting tomorrow for five mornings (the demo's "Flocon" lesson), with `capacity` places. */
export async function groupTomorrow(capacity: number, productKey = 'cours-enfants-flocon', startTime = '09:00'): Promise<number> {
  const [row] = await sql<{ id: number }>(
    `insert into slots (product_id, starts_on, ends_on, start_time, end_time, capacity)
     select id, $2::date, $3::date, $5::time, '11:30', $4 from products where key = $1 returning id`,
    [productKey, isoDay(1), isoDay(5), capacity, startTime],
  );
  if (!row) throw new Error(`no product ${productKey}`);
  return row.id;
}

export type Child = { firstName: string; lastName: string; birthDate: string; level?: string };
export type Contact = { firstName: string; lastName: string; email: string; phone: string };

/** A JSON call to the platform (or to `base`, another platform process); throws with the answer unless 2xx. */
export async function api<T>(method: string, path: string, body?: unknown, base = stack().platformUrl): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
    redirect: 'manual',
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/**
 * A paid order of `children` on a group: added to a cart, checked out with `contact`, paid with
 * the sandbox's success card on its hosted page (which notifies the platform, signed, before it
 * redirects). Answers the order number.
 */
export async function paidGroupOrder(o: {
  slotId: number;
  children: Child[];
  contact: Contact;
  lang: 'fr' | 'en';
  productKey?: string;
  businessProviderId?: string;
  /** A promo code entered in the cart before the checkout. */
  promoCode?: string;
}): Promise<string> {
  const added = await api<{ cartId: string }>('POST', '/api/booking/cart/lines', {
    resort: 'val-neige',
    lang: o.lang,
    productKey: o.productKey ?? 'cours-enfants-flocon',
    slotId: o.slotId,
    participants: o.children,
  });
  if (o.promoCode) {
    await api('POST', '/api/booking/cart/codes', { cartId: added.cartId, resort: 'val-neige', lang: o.lang, code: o.promoCode });
  }
  const checkout = await api<{ order: { number: string }; redirectUrl: string }>('POST', '/api/checkout', {
    cartId: added.cartId,
    resort: 'val-neige',
    lang: o.lang,
    acceptTerms: true,
    ...(o.businessProviderId ? { businessProviderId: o.businessProviderId } : {}),
    contact: {
      ...o.contact,
      address: { line1: '3 place de la Mairie', postalCode: '73320', city: 'Tignes', country: 'FR' },
    },
  });
  const pay = await fetch(checkout.redirectUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ cardNumber: '4242424242424242', expiry: '12/39', cvc: '123' }).toString(),
    redirect: 'manual',
  });
  expect(pay.status).toBe(303);
  await expect
    .poll(async () => (await api<{ order: { status: string } }>('GET', `/api/orders/by-cart?cartId=${added.cartId}`)).order.status)
    .toBe('paid');
  return checkout.order.number;
}

/** Places of a slot, as the database counts them. */
export async function slotPlaces(slotId: number) {
  const [row] = await sql<{ capacity: number; held: number; sold: number }>('select capacity, held, sold from slots where id = $1', [
    slotId,
  ]);
  return row!;
}

/** A CSV as a spreadsheet reads it: BOM dropped, `;` separated, quoted fields unquoted. */
export function parseCsv(text: string): string[][] {
  const body = text.replace(/^\uFEFF/, '');
  const out: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ';') {
      row.push(field);
      field = '';
    } else if (c === '\n' || (c === '\r' && body[i + 1] === '\n')) {
      if (c === '\r') i++;
      row.push(field);
      out.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field || row.length) out.push([...row, field]);
  return out;
}

/** The demo staff member logs in to the back office in the interface's language (`m`): the navigation shows. */
export async function staffLogIn(page: Page, m: Messages) {
  await page.goto(`${stack().platformUrl}/admin/`);
  await expect(page.getByRole('heading', { level: 1, name: m.loginTitle })).toBeVisible();
  await page.getByLabel(m.loginEmail).fill(STAFF.email);
  await page.getByLabel(m.loginPassword).fill(STAFF.password);
  await page.getByRole('button', { name: m.loginSubmit }).click();
  await expect(page.getByRole('navigation', { name: m.navLabel })).toBeVisible();
}

/**
 * The main navigation's link to a screen, wherever the header's width puts it: in the bar, or in its
 * "More" menu, opened when the link is not in the bar.
 */
export async function navLink(page: Page, m: Messages, name: string): Promise<Locator> {
  const nav = page.getByRole('navigation', { name: m.navLabel });
  const more = nav.getByRole('button', { name: m.navMore });
  if ((await nav.getByRole('link', { name }).count()) === 0 && (await more.count()) > 0) {
    if ((await more.getAttribute('aria-expanded')) !== 'true') await more.click();
  }
  return nav.getByRole('link', { name });
}
