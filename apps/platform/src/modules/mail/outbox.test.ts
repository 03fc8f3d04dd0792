import { type Db, rows } from '@schuss/db';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createMailer, type Mailer, type MailMessage, MailNotDelivered } from '../../lib/mail';
import { drivers } from '../../test/app';
import { type OrderPlatform, orderPlatform } from '../../test/orders';
import { paidOrder, staffHeaders } from '../backoffice/staff-fixtures';
import { recordOutboxOutcome } from '../orders';
import { mailOutbox } from './outbox';
import { type SmtpSink, smtpSink } from './smtp-fixtures';

/** Polls until `check` holds (the worker delivers in the background). */
async function until(check: () => boolean | Promise<boolean>, what: string, ms = 10_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const ICS = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nSUMMARY:Cours Flocon — Val Neige\r\nEND:VCALENDAR\r\n';

const message = (id: string, over: Partial<MailMessage> = {}): MailMessage => ({
  id,
  from: { name: 'École Val Neige', address: 'noreply@val-neige.test' },
  to: 'anne.martin@example.com',
  subject: `Votre commande ${id} — École Val Neige`,
  text: `Bonjour Anne,\n\nCommande ${id}.`,
  html: `<!doctype html><html lang="fr"><head><title>Commande ${id}</title></head><body><h1>Commande ${id}</h1><img src="cid:qr@schuss" alt="QR code du bon"></body></html>`,
  attachments: [
    { filename: 'commande.ics', contentType: 'text/calendar', content: ICS },
    { filename: 'bon.png', contentType: 'image/png', content: PNG, cid: 'qr@schuss' },
  ],
  ...over,
});

const outboxRows = (db: Db, mailId: string) =>
  rows<{ status: string; attempts: number; last_error: string | null; retry_in_s: number }>(
    db,
    sql`select status, attempts, last_error, extract(epoch from next_attempt_at - now())::int as retry_in_s
          from mail_outbox where mail_id = ${mailId}`,
  );

/** `mail.deliver` jobs of these messages that are running or due (not those waiting for a later retry). */
const dueJobs = async (db: Db, mailIds: string[]) =>
  (
    await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from pgboss.job j join mail_outbox o on o.id = (j.data->>'outboxId')::bigint
           where j.name = 'mail.deliver' and o.mail_id in ${mailIds}
             and (j.state = 'active' or (j.state in ('created', 'retry') and j.start_after <= now()))`,
    )
  )[0]?.n ?? 0;

/** Due now: the time a retry waits for has passed (the clock is the database's). */
const makeDue = (db: Db) => db.execute(sql`update mail_outbox set next_attempt_at = now() where status = 'pending'`);

describe.each(drivers)('the e-mail outbox on %s (a real SMTP server)', (kind) => {
  let sink: SmtpSink;
  let t: OrderPlatform;
  let headers: Record<string, string>;

  beforeAll(async () => {
    sink = await smtpSink();
    t = await orderPlatform(kind, { mailer: createMailer({ SMTP_URL: sink.url, MAIL_DIR: '/nonexistent' }) });
    // Test apps run no job workers unless asked: this one delivers.
    await t.app.jobs.start();
    headers = await staffHeaders(t, kind === 'pg' ? '10.91.2' : '10.91.1');
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  const received = (id: string) => sink.received.filter((m) => sink.mailId(m) === id);

  it('delivers text, HTML and attachments, named by X-Schuss-Mail-Id', async () => {
    const id = `m-${kind}-parts`;
    expect(await t.app.mail.mailer.send(message(id))).toEqual({ queued: true });
    await until(() => received(id).length === 1, 'the message');
    const [m] = received(id);
    expect(m!.subject).toBe(`Votre commande ${id} — École Val Neige`);
    expect(m!.text).toContain(`Commande ${id}.`);
    expect(m!.html).toContain(`<h1>Commande ${id}</h1>`);
    const ics = m!.attachments.find((a) => a.filename === 'commande.ics');
    const png = m!.attachments.find((a) => a.filename === 'bon.png');
    expect(m!.attachments).toHaveLength(2);
    expect(ics).toMatchObject({ filename: 'commande.ics', contentType: 'text/calendar' });
    expect(ics!.content.toString('utf8')).toBe(ICS);
    expect(png).toMatchObject({ filename: 'bon.png', contentType: 'image/png', cid: 'qr@schuss' });
    expect(png!.content.equals(PNG)).toBe(true);
    await until(async () => (await outboxRows(t.conn.db, id))[0]?.status === 'sent', 'the row sent');
  });

  it('an order’s confirmation refused (451) is queued, shown to staff, and delivered by a retry', async () => {
    sink.refuse = 1;
    const o = await paidOrder(t);
    await until(() => sink.refused === 1, 'the refusal');
    await until(async () => Boolean((await outboxRows(t.conn.db, o.number))[0]?.last_error), 'the first attempt’s failure');
    const [row] = await outboxRows(t.conn.db, o.number);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.last_error).toMatch(/451/);
    // The next attempt in a minute.
    expect(row!.retry_in_s).toBeGreaterThan(45);
    expect(row!.retry_in_s).toBeLessThanOrEqual(60);
    const page = async () => (await t.inject({ method: 'GET', url: `/api/backoffice/sites/val-neige/orders/${o.number}`, headers })).json();
    expect((await page()).emails).toEqual([expect.objectContaining({ kind: 'confirmation', status: 'queued' })]);
    expect(received(o.number)).toHaveLength(0);

    // Due now (the retry's job waits for its minute): the sweep gives it a job at once, and a worker delivers.
    await makeDue(t.conn.db);
    expect(await t.app.mail.sweep()).toBe(1);
    await until(() => received(o.number).length === 1, 'the retry');
    await until(async () => (await outboxRows(t.conn.db, o.number))[0]?.status === 'sent', 'the row sent');
    expect(received(o.number)[0]!.text).toContain(o.number);
    expect((await outboxRows(t.conn.db, o.number))[0]).toMatchObject({ status: 'sent', attempts: 2 });
    expect((await page()).emails).toEqual([expect.objectContaining({ kind: 'confirmation', status: 'sent' })]);
    // Nothing more: a delivered message is never sent again, even by a job run twice.
    await makeDue(t.conn.db);
    expect(await t.app.mail.sweep()).toBe(0);
    const [row2] = await rows<{ id: number }>(t.conn.db, sql`select id from mail_outbox where mail_id = ${o.number}`);
    expect(await t.app.mail.deliverOne(Number(row2!.id))).toBe(false);
    expect(received(o.number)).toHaveLength(1);
  });

  it('gives up after the last attempt: the message is failed, and so is the order’s e-mail', async () => {
    const outbox = mailOutbox(
      { db: t.conn.db, transport: createMailer({ SMTP_URL: sink.url, MAIL_DIR: '/nonexistent' }), log: t.app.log, jobs: t.app.jobs },
      { retryDelaysMs: [0, 0], onOutcome: recordOutboxOutcome },
    );
    // The app's own workers would take the message too (with the app's schedule).
    await t.app.jobs.stop();
    sink.refuse = 3;
    const id = `m-${kind}-given-up`;
    await outbox.mailer.send(message(id));
    await outbox.deliverDue();
    await outbox.deliverDue();
    await outbox.deliverDue();
    expect(sink.refuse).toBe(0);
    expect((await outboxRows(t.conn.db, id))[0]).toMatchObject({ status: 'failed', attempts: 3 });
    expect(await outbox.deliverDue()).toBe(0);
    // Its jobs left in the queue find nothing to do.
    await t.app.jobs.start();
    await until(async () => (await dueJobs(t.conn.db, [id])) === 0, 'its jobs done');
    expect(received(id)).toHaveLength(0);
  });

  it('a restart delivers what was pending (also what a stopped process had claimed)', async () => {
    await t.app.jobs.stop();
    // The first process: its SMTP server is down.
    const down = createMailer({ SMTP_URL: 'smtp://127.0.0.1:1', MAIL_DIR: '/nonexistent' });
    const first = await buildApp({ db: t.conn.db, env: t.env, mailer: down });
    await first.ready();
    await first.jobs.start();
    const id = `m-${kind}-restart`;
    await first.mail.mailer.send(message(id));
    await until(async () => Boolean((await outboxRows(t.conn.db, id))[0]?.last_error), 'the failed attempt');
    await first.close();
    // A process that stopped while delivering: its lease ran out.
    const claimedId = `m-${kind}-claimed`;
    await t.conn.db.execute(
      sql`insert into mail_outbox (mail_id, message, attempts, locked_until)
          values (${claimedId}, ${JSON.stringify({ from: { name: 'École', address: 'noreply@val-neige.test' }, to: 'a@example.com', subject: 'Claimed', text: 'x', html: '<p>x</p>' })}::jsonb,
                  1, now() - interval '1 second')`,
    );
    await makeDue(t.conn.db);

    const second: FastifyInstance = await buildApp({
      db: t.conn.db,
      env: t.env,
      mailer: createMailer({ SMTP_URL: sink.url, MAIL_DIR: '/x' }),
    });
    try {
      await second.ready();
      await second.jobs.start();
      await until(() => received(id).length === 1 && received(claimedId).length === 1, 'both messages after the restart');
      await until(async () => (await outboxRows(t.conn.db, id))[0]?.status === 'sent', 'the row sent');
      expect((await outboxRows(t.conn.db, id))[0]).toMatchObject({ status: 'sent', attempts: 2 });
    } finally {
      await second.close();
      await t.app.jobs.start();
    }
  });

  // Concurrent processes need concurrent connections: PostgreSQL only (PGlite is one connection, one process).
  if (kind === 'pg')
    it('two platform processes on one database send each of 30 e-mails exactly once', async () => {
      await t.app.jobs.stop();
      const delivered = { a: 0, b: 0 };
      // Each process's SMTP takes a moment per message, so both take part.
      const counted = (who: 'a' | 'b'): Mailer => {
        const smtp = createMailer({ SMTP_URL: sink.url, MAIL_DIR: '/x' });
        return {
          kind: smtp.kind,
          async send(m) {
            await new Promise((r) => setTimeout(r, 30));
            const sent = await smtp.send(m);
            delivered[who]++;
            return sent;
          },
        };
      };
      const a = await buildApp({ db: t.conn.db, env: t.env, mailer: counted('a') });
      const b = await buildApp({ db: t.conn.db, env: t.env, mailer: counted('b') });
      try {
        await Promise.all([a.ready(), b.ready()]);
        await Promise.all([a.jobs.start(), b.jobs.start()]);
        const ids = Array.from({ length: 30 }, (_, i) => `m-pg-race-${i}`);
        for (const id of ids) await a.mail.mailer.send(message(id, { attachments: [] }));
        await until(() => delivered.a + delivered.b === 30, 'the 30 messages', 30_000);
        // Jobs run twice find nothing more to do: wait for the queue to drain, then count again.
        await until(async () => (await dueJobs(t.conn.db, ids)) === 0, 'their jobs done');
        expect(delivered.a + delivered.b).toBe(30);
        expect(delivered.a).toBeGreaterThan(0);
        expect(delivered.b).toBeGreaterThan(0);
        for (const id of ids) expect(received(id), id).toHaveLength(1);
      } finally {
        await Promise.all([a.close(), b.close()]);
        await t.app.jobs.start();
      }
    }, 90_000);
});

describe('the e-mail outbox in file mode (no SMTP_URL: the demo)', () => {
  let t: OrderPlatform;
  beforeAll(async () => {
    t = await orderPlatform('pglite');
  });
  afterAll(() => t?.close());

  it('writes <id>.eml at once, with its X-Schuss-Mail-Id, and keeps the row as sent', async () => {
    const sent = await t.app.mail.mailer.send(message('demo-1/a'));
    expect(sent.file).toMatch(/demo-1_a\.eml$/);
    expect(t.mails()).toContain('demo-1_a.eml');
    expect(t.mailText('demo-1_a.eml')).toMatch(/^X-Schuss-Mail-Id: demo-1\/a$/im);
    expect((await outboxRows(t.conn.db, 'demo-1/a'))[0]).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('a file that cannot be written fails the call (the caller’s own failure) and is not tried again', async () => {
    const disk = mailOutbox(
      {
        db: t.conn.db,
        transport: createMailer({ MAIL_DIR: '/dev/null/not-a-directory' }),
        log: t.app.log,
        jobs: t.app.jobs,
      },
      { onOutcome: recordOutboxOutcome },
    );
    await expect(disk.mailer.send(message('demo-2'))).rejects.toThrow(MailNotDelivered);
    expect((await outboxRows(t.conn.db, 'demo-2'))[0]).toMatchObject({ status: 'failed', attempts: 1 });
    await makeDue(t.conn.db);
    expect(await t.app.mail.deliverDue()).toBe(0);
    expect(await t.app.mail.sweep()).toBe(0);
  });
});
