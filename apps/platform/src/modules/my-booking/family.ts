import { createHmac, timingSafeEqual } from 'node:crypto';
import { type FamilyChild, FamilyToken, type Localized, type MyBookingLang } from '@schuss/contracts';
import { levelNameIn, resultWords } from '@schuss/contracts/rules';
import { type Db, orders, rows } from '@schuss/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { localized } from '../../lib/format';
import { schoolLevels } from '../catalogue';
import { baseUrl, type SchoolRow } from '../schools';
import type { OrderRow } from './links';

/**
 * Family links (issue 30): when a family books again, the widget proposes each child's advised level. A child is
 * never looked up by an e-mail typed in the widget (anyone could type it); the family follows a link it was sent
 * (the progress card e-mail, its booking page), whose token opens only its children's names, birth dates and levels.
 * The token is signed like the booking pass (`pass-code.ts`), over the order's id and access generation: nothing to
 * store, and it stops working when staff revoke the order's links. See docs/decisions/028-family-links.md.
 */

const mac = (secret: string, id: number, generation: number) =>
  createHmac('sha256', secret).update(`family.${id}.${generation}`).digest('base64url');

/** The family link's token of an order. */
export function familyToken(secret: string, order: Pick<OrderRow, 'id' | 'accessGeneration'>): string {
  return `${order.id.toString(36)}.${order.accessGeneration}.${mac(secret, order.id, order.accessGeneration)}`;
}

/** The order a family token was made for, if its signature holds and its generation is the order's current one. */
export async function orderOfFamilyToken(db: Db, secret: string, token: string): Promise<OrderRow | undefined> {
  if (!FamilyToken.safeParse(token).success) return undefined;
  const [id36, gen, given] = token.split('.') as [string, string, string];
  const id = Number.parseInt(id36, 36);
  const generation = Number(gen);
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) return undefined;
  const expected = Buffer.from(mac(secret, id, generation));
  const received = Buffer.from(given);
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) return undefined;
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  return order && order.accessGeneration === generation ? order : undefined;
}

type LatestResult = {
  order_id: number;
  line_id: string;
  participant: number;
  outcome: 'passed' | 'not_yet' | 'next_advised';
  level: string | null;
  advised_level: string | null;
  recorded_at: Date | string;
  course: Localized;
};

/**
 * The children of a family — the paid orders of the link's school under the link's e-mail — that have a result:
 * each child (first name, last name, birth date) once, from their latest result, with the level to book next:
 * the one advised (staff's choice, else the next rung), or the same level again after "not yet".
 */
export async function familyChildren(db: Db, order: OrderRow, lang: MyBookingLang): Promise<FamilyChild[]> {
  const family = await db
    .select({ id: orders.id, items: orders.items })
    .from(orders)
    .where(
      and(
        eq(orders.site, order.site),
        sql`lower(${orders.contact}->>'email') = lower(${order.contact.email})`,
        inArray(orders.status, ['paid', 'cancelled', 'refunded']),
      ),
    );
  if (!family.length) return [];
  const found = await rows<LatestResult>(
    db,
    sql`select distinct on (r.order_line_id, r.participant) l.order_id, l.line_id::text as line_id, r.participant, r.outcome,
               r.level, r.advised_level, r.recorded_at, pr.name as course
          from lesson_results r join order_lines l on l.id = r.order_line_id
          join slots s on s.id = r.slot_id join products pr on pr.id = s.product_id
         where l.order_id in (${sql.join(
           family.map((o) => sql`${o.id}`),
           sql`, `,
         )})
         order by r.order_line_id, r.participant, r.recorded_at desc, r.id desc`,
  );
  const ladder = await schoolLevels(db, order.site);
  const l = lang === 'fr' ? 'fr' : 'en';
  const latest = new Map<string, { at: number; child: FamilyChild }>();
  for (const r of found) {
    const item = family.find((o) => o.id === r.order_id)?.items.find((i) => String(i.lineId) === r.line_id);
    const p = item?.participants[r.participant];
    if (!item || !p) continue;
    const words = resultWords(ladder, { outcome: r.outcome, level: r.level, advisedLevel: r.advised_level }, lang);
    const level = words.advisedLevel ?? r.level;
    const child: FamilyChild = {
      firstName: p.firstName,
      lastName: p.lastName,
      birthDate: p.birthDate ?? null,
      discipline: ladder.find((x) => x.key === level)?.discipline ?? null,
      level,
      levelName: levelNameIn(ladder, level, l),
      course: localized(r.course, lang),
    };
    const key = `${p.firstName.trim().toLowerCase()}|${p.lastName.trim().toLowerCase()}|${p.birthDate ?? ''}`;
    const at = new Date(r.recorded_at).getTime();
    const seen = latest.get(key);
    if (!seen || seen.at < at) latest.set(key, { at, child });
  }
  return [...latest.values()].map((x) => x.child).sort((a, b) => a.firstName.localeCompare(b.firstName, l));
}

/**
 * Where a family books again: the site's booking page (a published page whose widget lists offers) of the product type
 * of the child's course when there is one, else any booking page, else the site's home; with `?family=<token>`.
 */
export async function familyUrl(db: Db, site: SchoolRow, lang: MyBookingLang, token: string, productType: string | null): Promise<string> {
  const pages = await rows<{ path: string; zones: string }>(
    db,
    sql`select p.path, v.zones::text as zones from pages p join page_versions v on v.id = p.published_version_id
         where p.site_id = ${site.id} and p.lang = ${lang} and not p.disabled and v.zones::text like '%"view": "offers"%'
         order by p.id`,
  );
  const page = (productType ? pages.find((p) => p.zones.includes(`"type": "${productType}"`)) : undefined) ?? pages[0] ?? { path: '/' };
  const url = new URL(`${baseUrl(site.config, lang)}${page.path}`);
  url.searchParams.set('family', token);
  return url.toString();
}
