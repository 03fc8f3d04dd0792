import { SANDBOX_CARDS } from '@schuss/contracts';
import { rows, sites } from '@schuss/db';
import { seedSecondDemo } from '@schuss/db/seed';
import type { DriverKind } from '@schuss/db/testing';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { upsertUser } from '../modules/auth';
import { createOrderLink, passCode } from '../modules/my-booking';
import { issueVoucherCodes } from '../modules/offers';
import { indexPages } from '../modules/search';
import { CHEAP } from '../test/accounts';
import { testUrls } from '../test/app';
import { child, contact, type OrderPlatform, orderPlatform, plusDays, weekStart } from '../test/orders';

/** The two schools of the suite: A is the one attacked, B the one attacking (and the other way round). */
export const SCHOOLS = ['val-neige', 'les-arolles'] as const;
export type School = (typeof SCHOOLS)[number];
export const ROLES = ['editor', 'staff', 'admin'] as const;
export type Role = (typeof ROLES)[number];
/** Someone who is admin of both schools (a federation): a session is of the school logged in to. */
const BOTH = 'deux-ecoles@federation.test';
const PASSWORD = 'correct horse battery staple';

/** The schools' names as their e-mails sign them. */
const SCHOOL_NAMES: Record<School, string> = { 'val-neige': 'École de ski Val-Neige', 'les-arolles': 'École de ski Les Arolles' };

/** A lesson for children of each school's catalogue (the schools sell different products). */
export const LESSON: Record<School, string> = { 'val-neige': 'cours-enfants-flocon', 'les-arolles': 'marmottons' };

/** What each school owns, for the other school to try: ids, keys, codes and tokens. */
export type SchoolData = {
  school: School;
  siteId: number;
  /** Tokens of its editor, staff and admin (bearer), and of the admin of both schools logged in to this one. */
  tokens: Record<Role | 'both', string>;
  userIds: Record<Role, number>;
  /** A paid order (a lesson for two children) and what it made. */
  order: { number: string; id: number; cartId: string; lineId: number; paymentId: string; email: string };
  /** A lesson slot with places left, and one where the order sits. */
  slotId: number;
  orderSlotId: number;
  /** An open cart with one lesson line, and its line id. */
  cart: { cartId: string; lineId: number };
  /** A promo code (id and code), a gift voucher (id and code), a cart code row in the open cart. */
  promo: { id: number; code: string };
  voucher: { id: number; code: string };
  cartCodeId: number;
  closureId: number;
  mediaId: string;
  /** Someone this school invited who has not set a password yet. */
  invitee: string;
  /** A personal booking link of the order, the order's QR voucher code. */
  linkToken: string;
  qrCode: string;
  /** A waiting-list entry's token. */
  waitlistToken: string;
  /** A page only this school has, with a word found nowhere else. */
  page: { path: string; word: string; versionId: number };
  /** One of its instructors. */
  instructor: { id: number; email: string };
  /** A private-lesson request to the school, and its private lesson's key. */
  lessonRequestId: number;
  privateLesson: string;
  /** Strings that only this school's data contains: none may show in the other school's answers. */
  markers: string[];
};

export type Schools = {
  t: OrderPlatform;
  data: Record<School, SchoolData>;
  inject: (o: InjectOptions) => Promise<LightMyRequestResponse>;
  /** A hash per table of the school's rows (whole tables for those of no school). */
  snapshot: (school: School) => Promise<Record<string, string>>;
};

export const other = (s: School): School => (s === 'val-neige' ? 'les-arolles' : 'val-neige');
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Tables a refused request may still touch without changing any school's data: the caller's own
 * session (its last use), login attempts and rate-limit counters.
 */
const UNHASHED = new Set(['auth_sessions', 'login_attempts', '__drizzle_migrations']);

/**
 * The rows of a table that belong to `school`: by its site, resort or site id column, or through the
 * row it hangs on. Other tables are compared whole (any change there fails the case).
 */
function ownerOf(table: string, column: string | undefined, school: School): SQL {
  if (table === 'sites') return sql`x.key = ${school}`;
  if (table === 'cart_lines' || table === 'cart_codes') return sql`x.cart_id in (select id from carts where resort = ${school})`;
  if (table === 'slots') return sql`x.product_id in (select id from products where resort = ${school})`;
  // E-mails carry their school's name (its sender and signature).
  if (table === 'mail_outbox') return sql`x.message::text like ${`%${SCHOOL_NAMES[school]}%`}`;
  if (column === 'site_id') return sql`x.site_id = (select id from sites where key = ${school})`;
  if (column) return sql`${sql.identifier('x')}.${sql.identifier(column)} = ${school}`;
  return sql`true`;
}

/** A platform with both schools, their accounts (editor, staff, admin each) and data of every kind. */
export async function twoSchools(kind: DriverKind, subnet: string): Promise<Schools> {
  const t = await orderPlatform(kind);
  const db = t.conn.db;
  await seedSecondDemo(db, testUrls);
  let ip = 0;
  const inject = (o: InjectOptions) => t.app.inject({ remoteAddress: `${subnet}.${(++ip % 250) + 1}`, ...o });
  const data = {} as Record<School, SchoolData>;
  for (const school of SCHOOLS) data[school] = await seedSchoolData(t, school, inject);
  await indexPages(db);
  // Each school finds its own page (the other school must not).
  for (const school of SCHOOLS) {
    const found = await inject({ method: 'GET', url: `/api/search?site=${school}&lang=fr&query=${data[school].page.word}` });
    expect(found.body).toContain(data[school].page.path);
  }

  const columns = await rows<{ name: string; column: string }>(
    db,
    sql`select table_name as name, column_name as column from information_schema.columns
         where table_schema = 'public' and column_name in ('site', 'resort', 'site_id')`,
  );
  const tables = (
    await rows<{ name: string }>(
      db,
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    )
  )
    .map((r) => r.name)
    .filter((n) => !UNHASHED.has(n));
  const snapshot = async (school: School) => {
    const hashQuery = sql.join(
      tables.map((n) => {
        const where = ownerOf(n, columns.find((c) => c.name === n)?.column, school);
        return sql`select ${n} as name, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as hash from ${sql.identifier(n)} x where ${where}`;
      }),
      sql` union all `,
    );
    return Object.fromEntries((await rows<{ name: string; hash: string }>(db, hashQuery)).map((r) => [r.name, r.hash]));
  };
  return { t, data, inject, snapshot };
}

async function seedSchoolData(t: OrderPlatform, school: School, inject: Schools['inject']): Promise<SchoolData> {
  const db = t.conn.db;
  const [site] = await db.select().from(sites).where(eq(sites.key, school));
  const siteId = site!.id;
  const userIds = {} as Record<Role, number>;
  const tokens = {} as Record<Role | 'both', string>;
  for (const role of ROLES) {
    const email = `${role}@${school}.test`;
    userIds[role] = (await upsertUser(db, { email, name: `${role} ${school}`, password: PASSWORD, siteId, role, cost: CHEAP })).userId;
    const res = await inject({ method: 'POST', url: '/api/admin/login', payload: { site: school, email, password: PASSWORD } });
    expect(res.statusCode, res.body).toBe(200);
    tokens[role] = res.json().token;
  }

  await upsertUser(db, { email: BOTH, name: 'Fédération', password: PASSWORD, siteId, role: 'admin', cost: CHEAP });
  const both = await inject({ method: 'POST', url: '/api/admin/login', payload: { site: school, email: BOTH, password: PASSWORD } });
  expect(both.statusCode, both.body).toBe(200);
  tokens.both = both.json().token;

  const makeSlot = async (capacity: number, offset: number) => {
    const [r] = await rows<{ id: number }>(
      db,
      sql`insert into slots (product_id, starts_on, ends_on, start_time, end_time, capacity)
          select id, ${plusDays(weekStart, offset)}, ${plusDays(weekStart, offset + 4)}, '09:15', '11:45', ${capacity}
            from products where key = ${LESSON[school]} and resort = ${school}
          returning id`,
    );
    return r!.id;
  };
  const addLine = async (body: object) => {
    const res = await inject({ method: 'POST', url: '/api/booking/cart/lines', payload: { resort: school, lang: 'fr', ...body } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { cartId: string; line: { id: number } };
  };

  // A paid order: a lesson for two children on a slot it fills, then a gift voucher to pay with later.
  const email = `famille@${school}.test`;
  const orderSlotId = await makeSlot(2, 0);
  const ordered = await addLine({ productKey: LESSON[school], slotId: orderSlotId, participants: [child('Léa'), child('Tom', 10)] });
  const checkout = await inject({
    method: 'POST',
    url: '/api/checkout',
    payload: { cartId: ordered.cartId, resort: school, lang: 'fr', contact: { ...contact, email }, acceptTerms: true },
  });
  expect(checkout.statusCode, checkout.body).toBe(201);
  const { order: placed, redirectUrl } = checkout.json();
  expect((await t.pay(redirectUrl, SANDBOX_CARDS.success)).statusCode).toBe(303);
  const [o] = await rows<{ id: number; line_id: number; generation: number }>(
    db,
    sql`select o.id, l.id as line_id, o.access_generation as generation from orders o join order_lines l on l.order_id = o.id
         where o.number = ${placed.number} order by l.id limit 1`,
  );
  const order = {
    number: placed.number as string,
    id: o!.id,
    cartId: ordered.cartId,
    lineId: o!.line_id,
    paymentId: (redirectUrl as string).split('/pay/')[1] as string,
    email,
  };

  const slotId = await makeSlot(10, 7);
  const open = await addLine({ productKey: LESSON[school], slotId, participants: [child('Zoé')] });

  // A promo code (staff's route), a gift voucher of the order with its code, the promo code in the open cart.
  const promoCode = `${school === 'val-neige' ? 'NEIGE' : 'AROLLES'}-10`;
  const promo = await inject({
    method: 'POST',
    url: `/api/backoffice/sites/${school}/promo-codes`,
    headers: bearer(tokens.staff),
    payload: { code: promoCode, kind: 'percent', percent: 10 },
  });
  expect(promo.statusCode, promo.body).toBe(201);
  await rows(
    db,
    sql`insert into gift_vouchers (site, order_id, line_id, participant, beneficiary, initial_cents, balance_cents, expires_on)
        values (${school}, ${order.id}, 99, 0, ${`Bénéficiaire ${school}`}, 5000, 5000, '2099-01-01')`,
  );
  const [issued] = await issueVoucherCodes(db, order.id);
  const applied = await inject({
    method: 'POST',
    url: '/api/booking/cart/codes',
    payload: { cartId: open.cartId, resort: school, lang: 'fr', code: promoCode },
  });
  expect(applied.statusCode, applied.body).toBe(200);
  const [cartCode] = await rows<{ id: number }>(
    db,
    sql`select cc.id from cart_codes cc join carts c on c.id = cc.cart_id where c.cart_id = ${open.cartId}`,
  );

  const [closure] = await rows<{ id: number }>(
    db,
    sql`insert into closures (site, scope, day, reason, remedy, idempotency_key, user_label)
        values (${school}, 'day', '2020-01-01', 'weather', 'refund', ${`closure-${school}-0001`}, ${`Fermeture ${school}`}) returning id`,
  );

  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .png()
    .toBuffer();
  const media = await inject({
    method: 'POST',
    url: `/api/admin/media?site=${school}`,
    headers: { ...bearer(tokens.editor), 'content-type': 'image/png', 'x-filename': `logo-${school}.png`, 'x-alt': `Logo ${school}` },
    payload: png,
  });
  expect(media.statusCode, media.body).toBe(201);

  // A waiting-list entry on the full slot of the order, and its token (the e-mailed link's).
  const joined = await inject({
    method: 'POST',
    url: '/api/booking/waitlist',
    payload: { resort: school, lang: 'fr', participants: 1, slotId: orderSlotId, email: `attente@${school}.test` },
  });
  expect(joined.statusCode, joined.body).toBe(201);
  await t.app.waitlist.flush();
  const joinedMail = t
    .mails()
    .map((f) => t.mailText(f))
    .find((m) => m.includes(`attente@${school}.test`) && /[?&]waitlist=/.test(m));
  const waitlistToken = /[?&]waitlist=([A-Za-z0-9_-]{43})/.exec(joinedMail ?? '')?.[1];
  expect(waitlistToken, 'the waiting-list e-mail carries its link').toBeTruthy();

  const invitee = `nouveau@${school}.test`;
  const invited = await inject({
    method: 'POST',
    url: `/api/backoffice/sites/${school}/accounts`,
    headers: bearer(tokens.admin),
    payload: { email: invitee, name: 'Nouvelle recrue', role: 'editor', lang: 'fr' },
  });
  expect(invited.statusCode, invited.body).toBe(201);

  // A page only this school has (published), to search and read.
  const word = school === 'val-neige' ? 'edelweissneige' : 'gentianearolles';
  const path = `/marqueur-${school}/`;
  const page = await inject({
    method: 'POST',
    url: '/api/admin/pages',
    headers: bearer(tokens.editor),
    payload: { site: school, lang: 'fr', path, name: `marqueur-${school}`, title: `Page ${word}` },
  });
  expect(page.statusCode, page.body).toBe(201);
  const [version] = await rows<{ id: number }>(
    db,
    sql`select v.id from page_versions v join pages p on p.id = v.page_id where p.site_id = ${siteId} and p.path = ${path} order by v.id desc limit 1`,
  );
  const published = await inject({
    method: 'POST',
    url: '/api/admin/pages/publish',
    headers: bearer(tokens.editor),
    payload: { site: school, lang: 'fr', path, baseVersion: version!.id },
  });
  expect(published.statusCode, published.body).toBe(200);

  // The lesson's name and its seller's (the two schools sell different products through different merchants).
  const [sold] = await rows<{ product: string; merchant: string }>(
    db,
    sql`select p.name->>'fr' as product, m.name as merchant from products p join merchants m on m.id = p.merchant_id
         where p.resort = ${school} and p.key = ${LESSON[school]}`,
  );
  // One of the school's instructors (the seed makes them), by id and by e-mail, which only this school's rows hold.
  const [instructor] = await rows<{ id: number; email: string }>(
    db,
    sql`select id, email from instructors where site = ${school} order by id limit 1`,
  );
  // A private-lesson request (written as the route writes it; its day far ahead, so it stays open).
  const privateLesson = school === 'val-neige' ? 'cours-particulier-ski' : 'cours-particulier';
  const [lessonRequest] = await rows<{ id: number }>(
    db,
    sql`insert into lesson_requests (site, product_id, day, "window", participants, name, email, phone, lang)
        select ${school}, id, '2099-01-05', 'any', '[]'::jsonb, ${`Demandeur ${school}`}, ${`demande@${school}.test`}, '+33 6 00 00 00 00', 'fr'
          from products where key = ${privateLesson} and resort = ${school} returning id`,
  );
  return {
    school,
    siteId,
    instructor: instructor!,
    lessonRequestId: lessonRequest!.id,
    privateLesson,
    tokens,
    userIds,
    order,
    slotId,
    orderSlotId,
    cart: { cartId: open.cartId, lineId: open.line.id },
    promo: { id: promo.json().promoCode.id, code: promoCode },
    voucher: { id: issued!.voucherId, code: issued!.code },
    cartCodeId: cartCode!.id,
    closureId: closure!.id,
    mediaId: media.json().media.id,
    invitee,
    linkToken: await createOrderLink(db, order.id, 'confirmation'),
    qrCode: passCode(t.env.VOUCHER_SECRET, { site: school, orderNumber: order.number, generation: o!.generation }),
    waitlistToken: waitlistToken as string,
    page: { path, word, versionId: version!.id },
    markers: [
      order.number,
      email,
      path,
      promoCode,
      `Fermeture ${school}`,
      `logo-${school}`,
      `@${school}.test`,
      word,
      `Bénéficiaire ${school}`,
      sold!.product,
      sold!.merchant,
      instructor!.email,
      `demande@${school}.test`,
    ],
  };
}
