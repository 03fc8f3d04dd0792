import { type Db, rows, type StoredMail, type Tx, transaction } from '@schuss/db';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { createMailer, type Mailer, type MailMessage, MailNotDelivered, type SendOptions } from '../../lib/mail';
import type { Jobs } from '../jobs';

const MINUTE = 60_000;

/** Waits before the 2nd, 3rd… attempt: after the last one the message is `failed` (7 attempts over about 17 hours). */
export const MAIL_RETRY_DELAYS_MS = [1, 5, 15, 60, 240, 720].map((m) => m * MINUTE);
/** How long a claimed message is a process's own: well over the SMTP timeouts (lib/mail.ts), so two never overlap. */
export const MAIL_LEASE_MS = 5 * MINUTE;
/** Messages claimed at once by `deliverDue`. */
const BATCH = 20;

/**
 * What became of a stored message, told to whoever records it for its own (the orders module's `order_emails`,
 * handed over by the app), in the transaction that updates the outbox row: `sent`, `failed` for good, or still
 * `queued` after a refusal (with the refusal).
 */
export type OutboxOutcome = (
  tx: Tx,
  outboxId: number,
  outcome: { status: 'sent' | 'failed' | 'queued'; error: string | null },
) => Promise<void>;

export type OutboxOptions = { retryDelaysMs?: readonly number[]; leaseMs?: number; onOutcome?: OutboxOutcome };

export type MailOutbox = {
  /** The mailer every module is given: stores, then delivers (see `Mailer.send`). */
  mailer: Mailer;
  /** The `mail.deliver` job: one attempt at the message, if it is due and no one else holds it; answers whether it tried. */
  deliverOne(outboxId: number): Promise<boolean>;
  /** Delivers every message due now, claimed by this process (the sweep's work when no job would; tests). */
  deliverDue(): Promise<number>;
  /** The `mail.sweep` job: a `mail.deliver` job for each due message that has none (stored before a crash, an old row…). */
  sweep(): Promise<number>;
};

type Claimed = { id: number; mail_id: string; message: StoredMail; attempts: number };

const toStored = (m: MailMessage): StoredMail => ({
  from: m.from,
  to: m.to,
  subject: m.subject,
  text: m.text,
  html: m.html,
  ...(m.attachments
    ? {
        attachments: m.attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          base64: (typeof a.content === 'string' ? Buffer.from(a.content, 'utf8') : a.content).toString('base64'),
          ...(a.cid ? { cid: a.cid } : {}),
        })),
      }
    : {}),
});

const fromStored = (id: string, s: StoredMail): MailMessage => ({
  id,
  from: s.from,
  to: s.to,
  subject: s.subject,
  text: s.text,
  html: s.html,
  ...(s.attachments
    ? {
        attachments: s.attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.base64, 'base64'),
          ...(a.cid ? { cid: a.cid } : {}),
        })),
      }
    : {}),
});

const errorText = (err: unknown) => String((err as Error)?.message ?? err ?? 'failed').slice(0, 500);

/**
 * The durable outbox, delivered through the job queue: every message is stored in
 * `mail_outbox` (with the caller's own rows, `SendOptions.stored`, in one transaction), then delivered by
 * `transport`. The row stays the record staff see (queued / sent / failed, last error) and owns the retry
 * schedule; a `mail.deliver` job only says "try this message now".
 *
 * - SMTP: `send` stores the row and its `mail.deliver` job in one transaction and resolves (`queued`); a
 *   worker of any process delivers it, and after a refusal the next job waits 1, 5, 15, 60 minutes… until
 *   `failed`. A job may run twice (a process died mid-job): the attempt claims the row for a lease first
 *   (`for update skip locked`), so a message is never delivered twice, and a delivered one never again.
 *   The `mail.sweep` job (every minute) gives a job to any due message left without one.
 * - File mode (`.eml` files: the demo, tests): delivered in the call, which throws when it fails (a
 *   disk that refuses does not get better by waiting), so callers keep their own way of failing.
 */
export function mailOutbox(d: { db: Db; transport: Mailer; log: FastifyBaseLogger; jobs: Jobs }, o: OutboxOptions = {}): MailOutbox {
  const { db, transport, log, jobs } = d;
  const delays = o.retryDelaysMs ?? MAIL_RETRY_DELAYS_MS;
  const leaseMs = o.leaseMs ?? MAIL_LEASE_MS;
  // A job whose process died is failed after the lease by pg-boss's maintenance, then run again once.
  const job = (tx: Db, outboxId: number, delayMs = 0) =>
    jobs.send(
      'mail.deliver',
      { outboxId },
      { tx, startAfterSeconds: delayMs / 1000, retryLimit: 1, expireInSeconds: Math.max(1, Math.ceil(leaseMs / 1000)) },
    );

  async function delivered(id: number) {
    await transaction(db, async (tx) => {
      await tx.execute(
        sql`update mail_outbox set status = 'sent', sent_at = now(), locked_until = null, last_error = null where id = ${id}`,
      );
      await o.onOutcome?.(tx, id, { status: 'sent', error: null });
    });
  }

  /** A failed attempt: tried again after the next delay (its job sent with the row's update), or `failed` after the last one. */
  async function notDelivered(id: number, attempts: number, err: unknown, final = false) {
    const error = errorText(err);
    const delay = final ? undefined : delays[attempts - 1];
    await transaction(db, async (tx) => {
      if (delay === undefined) {
        await tx.execute(sql`update mail_outbox set status = 'failed', locked_until = null, last_error = ${error} where id = ${id}`);
        await o.onOutcome?.(tx, id, { status: 'failed', error });
      } else {
        await tx.execute(
          sql`update mail_outbox set locked_until = null, last_error = ${error},
                     next_attempt_at = now() + ${delay} * interval '1 millisecond'
               where id = ${id}`,
        );
        // Still `queued`: staff see why it has not arrived yet.
        await o.onOutcome?.(tx, id, { status: 'queued', error });
        await job(tx, id, delay);
      }
    });
    return delay;
  }

  async function deliver(row: Claimed): Promise<void> {
    try {
      await transport.send(fromStored(row.mail_id, row.message));
    } catch (err) {
      const retryIn = await notDelivered(row.id, row.attempts, err);
      log.warn({ err, mail: row.mail_id, attempts: row.attempts, retryInMs: retryIn ?? null }, 'e-mail not delivered');
      return;
    }
    await delivered(row.id);
  }

  /** Claims due messages (one, or a batch) for the lease; attempts are counted when claimed: a process that dies mid-delivery used one up. */
  const claim = (only?: number) =>
    rows<Claimed>(
      db,
      sql`update mail_outbox set locked_until = now() + ${leaseMs} * interval '1 millisecond', attempts = attempts + 1
           where id in (select id from mail_outbox
                         where status = 'pending' and next_attempt_at <= now()
                           and (locked_until is null or locked_until < now())
                           ${only === undefined ? sql`` : sql`and id = ${only}`}
                         order by next_attempt_at, id limit ${BATCH}
                         for update skip locked)
       returning id, mail_id, message, attempts`,
    );

  const mailer: Mailer = {
    kind: transport.kind,
    async send(message: MailMessage, options?: SendOptions) {
      const inline = transport.kind === 'file';
      const id = await transaction(db, async (tx) => {
        const [row] = await rows<{ id: number }>(
          tx,
          sql`insert into mail_outbox (mail_id, message, attempts, locked_until)
              values (${message.id}, ${JSON.stringify(toStored(message))}::jsonb, ${inline ? 1 : 0},
                      ${inline ? sql`now() + ${leaseMs} * interval '1 millisecond'` : null})
           returning id`,
        );
        if (!row) throw new Error('mail_outbox insert returned nothing');
        await options?.stored?.(tx, row.id);
        if (!inline) await job(tx, row.id);
        return row.id;
      });
      if (!inline) {
        jobs.wake('mail.deliver');
        return { queued: true };
      }
      let sent: { file?: string };
      try {
        sent = await transport.send(message);
      } catch (err) {
        await notDelivered(id, 1, err, true);
        throw new MailNotDelivered(err);
      }
      await delivered(id);
      return sent;
    },
  };

  return {
    mailer,
    async deliverOne(outboxId) {
      const [row] = await claim(outboxId);
      if (row) await deliver(row);
      return row !== undefined;
    },
    async deliverDue() {
      let tried = 0;
      for (;;) {
        const claimed = await claim();
        for (const row of claimed) await deliver(row);
        tried += claimed.length;
        if (claimed.length < BATCH) return tried;
      }
    },
    async sweep() {
      // Due, free, and with no job that is running or due (a job waiting for a later time does not count).
      const orphans = await rows<{ id: number }>(
        db,
        sql`select o.id from mail_outbox o
             where o.status = 'pending' and o.next_attempt_at <= now() and (o.locked_until is null or o.locked_until < now())
               and not exists (select 1 from pgboss.job j
                                where j.name = 'mail.deliver' and (j.data->>'outboxId')::bigint = o.id
                                  and (j.state = 'active' or (j.state in ('created', 'retry') and j.start_after <= now())))
             order by o.next_attempt_at, o.id limit 500`,
      );
      for (const { id } of orphans) await job(db, Number(id));
      if (orphans.length) jobs.wake('mail.deliver');
      return orphans.length;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The e-mail outbox (its deliveries are `mail.deliver` jobs of `app.jobs`). */
    mail: MailOutbox;
  }
}

/**
 * The app's mailer: `transport` (default: SMTP_URL, else `.eml` files in MAIL_DIR) behind the outbox,
 * whose messages the job workers deliver (`app.jobs`, registered before).
 */
export function outboxMailer(app: FastifyInstance, transport?: Mailer, options?: OutboxOptions): Mailer {
  const outbox = mailOutbox({ db: app.db, transport: transport ?? createMailer(app.env), log: app.log, jobs: app.jobs }, options);
  app.decorate('mail', outbox);
  app.jobs.work('mail.deliver', async (data) => {
    await outbox.deliverOne(Number(data.outboxId));
  });
  app.jobs.work('mail.sweep', async () => {
    const sent = await outbox.sweep();
    if (sent) app.log.info({ messages: sent }, 'mail outbox: jobs sent for due messages');
  });
  app.jobs.every('mail.sweep', '* * * * *', {}, { retryLimit: 0, expireInSeconds: 120 });
  // A process that starts gives a job to what was left due (a restart delivers what was pending at once).
  app.jobs.atStart(() => outbox.sweep());
  return outbox.mailer;
}
