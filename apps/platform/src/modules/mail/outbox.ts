import { type Db, rows, type StoredMail, transaction } from '@schuss/db';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { createMailer, type Mailer, type MailMessage, MailNotDelivered, type SendOptions } from '../../lib/mail';

const MINUTE = 60_000;

/** Waits before the 2nd, 3rd… attempt: after the last one the message is `failed` (7 attempts over about 17 hours). */
export const MAIL_RETRY_DELAYS_MS = [1, 5, 15, 60, 240, 720].map((m) => m * MINUTE);
/** How long a claimed message is a worker's own: well over the SMTP timeouts (lib/mail.ts), so two never overlap. */
export const MAIL_LEASE_MS = 5 * MINUTE;
/** How often a worker looks for due messages (new ones are tried at once). */
export const MAIL_POLL_MS = 30_000;
/** Messages claimed at once. */
const BATCH = 20;

export type OutboxOptions = { retryDelaysMs?: readonly number[]; leaseMs?: number; pollMs?: number };

export type MailOutbox = {
  /** The mailer every module is given: stores, then delivers (see `Mailer.send`). */
  mailer: Mailer;
  /** Delivers the messages due now (claimed by this worker); answers how many it tried. */
  tick(): Promise<number>;
  /** Tries due messages at once and then every `pollMs`. */
  start(): void;
  /** Stops polling; resolves once the delivery under way ended. */
  stop(): Promise<void>;
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
 * The durable outbox (issue 15): every message is stored in `mail_outbox` (with the caller's own rows,
 * `SendOptions.stored`, in one transaction), then delivered by `transport`.
 *
 * - SMTP: `send` resolves once stored (`queued`); the worker delivers at once and, when the server
 *   refuses or is down, again after 1, 5, 15, 60 minutes… until `failed`. Pending messages survive a
 *   restart (the worker starts with them), and several processes never deliver one twice: a worker
 *   claims rows `for update skip locked` for a lease.
 * - File mode (`.eml` files: the demo, tests): delivered in the call, which throws when it fails (a
 *   disk that refuses does not get better by waiting), so callers keep their own way of failing.
 */
export function mailOutbox(d: { db: Db; transport: Mailer; log: FastifyBaseLogger }, o: OutboxOptions = {}): MailOutbox {
  const { db, transport, log } = d;
  const delays = o.retryDelaysMs ?? MAIL_RETRY_DELAYS_MS;
  const leaseMs = o.leaseMs ?? MAIL_LEASE_MS;
  const pollMs = o.pollMs ?? MAIL_POLL_MS;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = true;

  async function delivered(id: number) {
    await transaction(db, async (tx) => {
      await tx.execute(
        sql`update mail_outbox set status = 'sent', sent_at = now(), locked_until = null, last_error = null where id = ${id}`,
      );
      await tx.execute(sql`update order_emails set status = 'sent', error = null where outbox_id = ${id}`);
    });
  }

  /** A failed attempt: tried again after the next delay, or `failed` after the last one. */
  async function notDelivered(id: number, attempts: number, err: unknown, final = false) {
    const error = errorText(err);
    const delay = final ? undefined : delays[attempts - 1];
    await transaction(db, async (tx) => {
      if (delay === undefined) {
        await tx.execute(sql`update mail_outbox set status = 'failed', locked_until = null, last_error = ${error} where id = ${id}`);
        await tx.execute(sql`update order_emails set status = 'failed', error = ${error} where outbox_id = ${id}`);
      } else {
        await tx.execute(
          sql`update mail_outbox set locked_until = null, last_error = ${error},
                     next_attempt_at = now() + ${delay} * interval '1 millisecond'
               where id = ${id}`,
        );
        // Still `queued`: staff see why it has not arrived yet.
        await tx.execute(sql`update order_emails set error = ${error} where outbox_id = ${id}`);
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

  async function claimAndDeliver(): Promise<number> {
    let tried = 0;
    for (;;) {
      // Attempts are counted when claimed: a process that dies mid-delivery used one up.
      const claimed = await rows<Claimed>(
        db,
        sql`update mail_outbox set locked_until = now() + ${leaseMs} * interval '1 millisecond', attempts = attempts + 1
             where id in (select id from mail_outbox
                           where status = 'pending' and next_attempt_at <= now()
                             and (locked_until is null or locked_until < now())
                           order by next_attempt_at, id limit ${BATCH}
                           for update skip locked)
         returning id, mail_id, message, attempts`,
      );
      for (const row of claimed) await deliver(row);
      tried += claimed.length;
      if (claimed.length < BATCH || stopped) return tried;
    }
  }

  function tick(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let tried = 0;
      try {
        do {
          again = false;
          tried += await claimAndDeliver();
        } while (again && !stopped);
      } catch (err) {
        log.error({ err }, 'mail outbox: delivery round failed');
      } finally {
        running = undefined;
      }
      return tried;
    })();
    return running;
  }

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
        return row.id;
      });
      if (!inline) {
        if (!stopped) void tick();
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
    tick,
    start() {
      if (!stopped) return;
      stopped = false;
      void tick();
      timer = setInterval(() => void tick(), pollMs);
      // Never keeps a process alive on its own.
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The e-mail outbox and its worker (started with the app, stopped when it closes). */
    mail: MailOutbox;
  }
}

/**
 * The app's mailer: `transport` (default: SMTP_URL, else `.eml` files in MAIL_DIR) behind the outbox,
 * whose worker runs while the app does (`app.mail`).
 */
export function outboxMailer(app: FastifyInstance, transport?: Mailer, options?: OutboxOptions): Mailer {
  const outbox = mailOutbox({ db: app.db, transport: transport ?? createMailer(app.env), log: app.log }, options);
  app.decorate('mail', outbox);
  app.addHook('onReady', async () => outbox.start());
  app.addHook('onClose', async () => outbox.stop());
  return outbox.mailer;
}
