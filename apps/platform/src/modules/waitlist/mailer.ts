import type { WaitlistLang } from '@schuss/contracts';
import { one, rows } from '@schuss/db';
import { sql } from 'drizzle-orm';
import { schoolSent } from '../../lib/mail';
import { sha256 } from '../auth';
import { schoolOfResort } from '../schools';
import { offerMessage } from './emails';
import { takeOffersMade } from './offers';
import { entryUrl, newToken, type WaitlistDeps } from './service';

/**
 * The offers' e-mails. An offer is made inside the transaction that frees places, which knows no mailer
 * and may roll back; so offers are written unsent (`mailed_at` null) and sent from the database once
 * committed: after a response of this process that made offers, and every minute at most after any
 * response (offers made by another process that stopped before sending, e-mails that failed). The link's
 * token is drawn when the e-mail is sent; only its hash is kept.
 */

/** How often, at most, a response looks for unsent offers it did not make itself. */
const LOOK_EVERY_MS = 60_000;
/** Offers sent per round. */
const BATCH = 20;

/** Sends the e-mails of offers still unsent; answers how many were sent. Each is claimed first, so two processes never send one twice. */
export async function sendOfferMails(d: WaitlistDeps): Promise<number> {
  const due = await rows<{ id: number }>(
    d.db,
    sql`select id from waitlist_entries where status = 'offered' and mailed_at is null order by id limit ${BATCH}`,
  );
  let sent = 0;
  for (const { id } of due) {
    const token = newToken();
    const hash = sha256(token);
    const e = await one<{
      email: string | null;
      lang: WaitlistLang;
      places: number;
      offer_expires_at: Date;
      resort: string;
      name: { fr: string; en: string };
      starts_on: string;
      ends_on: string;
      start_time: string | null;
      end_time: string | null;
    }>(
      d.db,
      sql`update waitlist_entries w set mailed_at = now(), offer_token_hash = ${hash}, mail_error = null
            from slots s join products p on p.id = s.product_id
           where w.id = ${id} and s.id = w.slot_id and w.status = 'offered' and w.mailed_at is null
       returning w.email, w.lang, w.places, w.offer_expires_at, p.resort, p.name,
                 s.starts_on::text, s.ends_on::text, s.start_time::text, s.end_time::text`,
    );
    if (!e?.email) continue;
    try {
      const site = await schoolOfResort(d.db, e.resort);
      await d.mailer.send(
        schoolSent(
          offerMessage({
            id: `waitlist-${id}-offer-${hash.slice(0, 8)}`,
            lang: e.lang,
            siteName: site.config.siteName,
            from: d.env.MAIL_FROM,
            to: e.email,
            slot: {
              product: e.lang === 'fr' ? e.name.fr : e.name.en,
              startsOn: e.starts_on,
              endsOn: e.ends_on,
              startTime: e.start_time,
              endTime: e.end_time,
            },
            places: e.places,
            expiresAt: new Date(e.offer_expires_at),
            url: await entryUrl(d.db, e.resort, e.lang, token),
            leaveUrl: await entryUrl(d.db, e.resort, e.lang, token, true),
          }),
          site.config,
        ),
      );
      sent++;
    } catch (err) {
      // Tried again later; staff see why on the slot's waiting list.
      d.log.error({ err, entry: id }, 'waiting-list offer e-mail not sent');
      await d.db.execute(
        sql`update waitlist_entries set mailed_at = null, offer_token_hash = null,
                   mail_error = ${String((err as Error)?.message ?? err).slice(0, 500)}
             where id = ${id} and offer_token_hash = ${hash}`,
      );
    }
  }
  return sent;
}

/**
 * The app's hooks for the offers' e-mails: `afterResponse` starts a round when this process made offers
 * (or now and again), one round at a time; `flush` waits for the round under way and runs one more (tests,
 * shutdown); `close` waits for the round under way.
 */
export function waitlistMailer(d: WaitlistDeps) {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  let lookedAt = 0;
  const round = () => {
    busy = true;
    lookedAt = Date.now();
    running = sendOfferMails(d)
      .catch((err) => d.log.error({ err }, 'waiting-list e-mails'))
      .finally(() => {
        busy = false;
      });
    return running;
  };
  return {
    afterResponse: async () => {
      if (busy) return;
      if (takeOffersMade() || Date.now() - lookedAt > LOOK_EVERY_MS) void round();
    },
    flush: async () => {
      await running;
      takeOffersMade();
      await round();
    },
    close: async () => {
      await running;
    },
  };
}
export type WaitlistMailer = ReturnType<typeof waitlistMailer>;
