import { rows } from '@schuss/db';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { child, type OrderPlatform, plusDays, weekStart } from '../../test/orders';
import { newKey, paidOrder } from '../backoffice/staff-fixtures';
import { releaseExpiredHolds } from '../places/service';

/** Helpers of the waiting-list tests: a full slot, joining, the e-mailed links, the entries as stored. */
export function waitlistHelpers(t: OrderPlatform, subnet: string) {
  let ip = 0;
  const nextIp = () => `${subnet}.${++ip}`;
  const h = {
    nextIp,
    /** A lesson slot of `capacity` places, sold out by one paid order (one line per group of children). */
    async fullSlot(capacity = 2, groups = [capacity]) {
      return paidOrder(t, { capacity, groups });
    },
    join(body: Record<string, unknown>, remoteAddress = nextIp()) {
      return t.inject({
        method: 'POST',
        url: '/api/booking/waitlist',
        payload: { resort: 'val-neige', lang: 'fr', participants: 1, ...body },
        remoteAddress,
      });
    },
    async joined(slotId: number, email: string, participants = 1, lang = 'fr') {
      const res = await h.join({ slotId, email, participants, lang });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { position: number };
    },
    entries(slotId: number) {
      return rows<{ id: number; email: string | null; status: string; places: number; participants: number; mailed_at: Date | null }>(
        t.conn.db,
        sql`select id, email, status, places, participants, mailed_at from waitlist_entries where slot_id = ${slotId} order by id`,
      );
    },
    async statuses(slotId: number) {
      return (await h.entries(slotId)).map((e) => `${e.email ?? '-'}:${e.status}`);
    },
    /** Sends the offers' e-mails now (the app sends them after responses); answers the newest offer link token to `email`. */
    async offerToken(email: string): Promise<string> {
      await t.app.waitlist.flush();
      const mail = t
        .mails()
        .filter((f) => f.includes('-offer-'))
        .map((f) => t.mailText(f))
        .filter((text) => new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'mi').test(text))
        .at(-1);
      expect(mail, `an offer e-mail to ${email}`).toBeTruthy();
      const token = /[?&]waitlist=([A-Za-z0-9_-]{43})/.exec(mail as string)?.[1];
      expect(token).toBeTruthy();
      return token as string;
    },
    /** The newest e-mail to `email` whose file name contains `kind` (`joined`, `offer`). */
    async mailTo(email: string, kind: string) {
      await t.app.waitlist.flush();
      return t
        .mails()
        .filter((f) => f.includes(`-${kind}`))
        .map((f) => t.mailText(f))
        .filter((text) => new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'mi').test(text))
        .at(-1);
    },
    entry(token: string, remoteAddress = nextIp()) {
      return t.inject({ method: 'GET', url: `/api/booking/waitlist/${token}`, remoteAddress });
    },
    claim(token: string, body: Record<string, unknown>, remoteAddress = nextIp()) {
      return t.inject({
        method: 'POST',
        url: `/api/booking/waitlist/${token}/claim`,
        payload: { lang: 'fr', participants: [child('Léa')], ...body },
        remoteAddress,
      });
    },
    leave(token: string, remoteAddress = nextIp()) {
      return t.inject({ method: 'POST', url: `/api/booking/waitlist/${token}/leave`, remoteAddress });
    },
    /** Staff cancel order lines (no refund): their places go back to the slot. */
    cancel(headers: Record<string, string>, number: string, lineIds: number[]) {
      return t.inject({
        method: 'POST',
        url: `/api/backoffice/sites/val-neige/orders/${encodeURIComponent(number)}/cancellations`,
        headers,
        payload: { reason: 'Annulation du client', idempotencyKey: newKey(), lineIds, refundCents: 0, notify: false },
      });
    },
    /**
     * What a visitor browsing the week sees of a slot: its remaining places, after the every-minute
     * `holds.expire` job ran (modules/jobs: reads release nothing, that job sweeps the waiting lists).
     */
    async remaining(slotId: number) {
      await releaseExpiredHolds(t.conn.db);
      const res = await t.inject({
        method: 'GET',
        url: `/api/booking/availability?resort=val-neige&lang=fr&from=${weekStart}&to=${plusDays(weekStart, 6)}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().products as { slots: { id: number; remaining: number }[] }[]).flatMap((p) => p.slots).find((s) => s.id === slotId)
        ?.remaining;
    },
    /** The offers of a slot run out now. */
    expireOffers(slotId: number) {
      return t.conn.db.execute(
        sql`update waitlist_entries set offer_expires_at = now() - interval '1 minute' where slot_id = ${slotId} and status = 'offered'`,
      );
    },
  };
  return h;
}
