import { SANDBOX_CARDS } from '@schuss/contracts';
import { rows } from '@schuss/db';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { type OrderPlatform, plusDays, weekStart } from '../../test/orders';

/** The season the tests save: from the Sunday a week before `weekStart` to nine weeks later; Christmas is its third week. */
export const SEASON = {
  startsOn: plusDays(weekStart, -7),
  endsOn: plusDays(weekStart, 62),
  periods: [{ name: 'Noël', startsOn: plusDays(weekStart, 14), endsOn: plusDays(weekStart, 20) }],
};

/** A new group-lesson product (ESF, dated, no slots yet) and a new private lesson (ESF_CUSTOM, 60 or 120 minutes). */
export async function newLessonProducts(t: OrderPlatform, suffix: string) {
  const group = `cours-test-${suffix}`;
  const private_ = `prive-test-${suffix}`;
  await t.conn.db.execute(
    sql`insert into products (resort, merchant_id, key, type, name, description, attributes, pricing, dated)
        select 'val-neige', m.id, ${group}, 'ESF', ${JSON.stringify({ fr: 'Cours test', en: 'Test lesson' })}::jsonb,
               ${JSON.stringify({ fr: '', en: '' })}::jsonb, '{}'::jsonb, ${JSON.stringify({ rule: 'flat', cents: 18_000 })}::jsonb, true
          from merchants m where m.resort = 'val-neige' and m.key = 'ecole'`,
  );
  await t.conn.db.execute(
    sql`insert into products (resort, merchant_id, key, type, name, description, attributes, pricing, dated)
        select 'val-neige', m.id, ${private_}, 'ESF_CUSTOM', ${JSON.stringify({ fr: 'Cours privé test', en: 'Private test' })}::jsonb,
               ${JSON.stringify({ fr: '', en: '' })}::jsonb, ${JSON.stringify({ capacityUnit: 'booking' })}::jsonb,
               ${JSON.stringify({ rule: 'durationGroup', durations: { '60': [5000, 6000, 7000], '120': [9000, 10_000, 11_000] } })}::jsonb, true
          from merchants m where m.resort = 'val-neige' and m.key = 'ecole'`,
  );
  return { group, private: private_ };
}

/** Counts of everything the season's routes may write. */
export async function seasonFootprint(t: OrderPlatform) {
  const [r] = await rows<{ slots: number; capacity: number; closed: number; audit: number; seasons: number }>(
    t.conn.db,
    sql`select (select count(*)::int from slots) as slots, (select coalesce(sum(capacity), 0)::int from slots) as capacity,
               (select count(*)::int from slots where closed_at is not null) as closed,
               (select count(*)::int from audit_log) as audit, (select count(*)::int from seasons) as seasons`,
  );
  return r!;
}

/** The audit entries of an action, oldest first. */
export const auditOf = (t: OrderPlatform, action: string) =>
  rows<{ subject: string; before: unknown; after: unknown; user_label: string }>(
    t.conn.db,
    sql`select subject, before, after, user_label from audit_log where action = ${action} order by id`,
  );

/** Checks out a cart in French and pays it on the sandbox's page. */
export async function payCart(t: OrderPlatform, cartId: string) {
  const res = await t.checkout(cartId);
  expect(res.statusCode, res.body).toBe(201);
  expect((await t.pay(res.json().redirectUrl, SANDBOX_CARDS.success)).statusCode).toBe(303);
}
