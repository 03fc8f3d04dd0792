import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Connection, migrationsFolder, rows, transaction } from '@schuss/db';
import { freshTestDatabase } from '@schuss/db/testing/vitest';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../../test/app';
import { jobQueueMigration } from './migration';
import { createJobs, type Jobs } from './service';

const log = { error() {}, warn() {}, info() {}, debug() {} } as never;

/** Polls until `check` holds (workers run in the background). */
async function until(check: () => boolean | Promise<boolean>, what: string, ms = 15_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

it('migration 0019_job_queue is the installed pg-boss’s schema (an upgrade needs a new migration)', () => {
  expect(readFileSync(join(migrationsFolder, '0019_job_queue.sql'), 'utf8')).toBe(jobQueueMigration());
});

describe.each(drivers)('the job queue on %s', (kind) => {
  let conn: Connection;
  let jobs: Jobs;
  const seen: string[] = [];

  beforeAll(async () => {
    conn = await freshTestDatabase(kind);
    jobs = createJobs({ db: conn.db, log }, { pollSeconds: 0.5, stopTimeoutMs: 1000 });
    jobs.work('closures.notify', async (data) => {
      // A handler using the database while pg-boss polls the same connection (PGlite: one).
      await transaction(conn.db, async (tx) => {
        await tx.execute(sql`select pg_sleep(0.01)`);
      });
      if (data.fail) throw new Error('refused');
      seen.push(String(data.n));
    });
    await jobs.start();
  });
  afterAll(async () => {
    await jobs?.stop();
    await conn?.close();
  });

  it('runs a job sent in a transaction only once the transaction commits, and none of a rolled-back one', async () => {
    await transaction(conn.db, async (tx) => {
      await jobs.send('closures.notify', { n: 'committed' }, { tx });
      // A worker polling meanwhile does not see it (and on PGlite waits for this transaction, no deadlock).
      await new Promise((r) => setTimeout(r, 700));
      expect(seen).not.toContain('committed');
    });
    await expect(
      transaction(conn.db, async (tx) => {
        await jobs.send('closures.notify', { n: 'rolled-back' }, { tx });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await until(() => seen.includes('committed'), 'the committed job');
    await new Promise((r) => setTimeout(r, 1000));
    expect(seen).toEqual(['committed']);
  });

  it('counts each queue’s jobs: queued, active, failed', async () => {
    await jobs.send('closures.notify', { fail: true }, { retryLimit: 0 });
    await jobs.send('mail.deliver', { outboxId: 0 }, { startAfterSeconds: 3600 });
    await until(async () => (await jobs.depth())['closures.notify'].failed === 1, 'the failed job');
    const depth = await jobs.depth();
    expect(depth['mail.deliver']).toEqual({ queued: 1, active: 0, failed: 0 });
    expect(depth['closures.notify']).toEqual({ queued: 0, active: 0, failed: 1 });
    expect(depth['payment.notify']).toEqual({ queued: 0, active: 0, failed: 0 });
  });

  it('refuses a job for a queue no migration created', async () => {
    await expect(jobs.send('no.such.queue' as 'mail.deliver', {})).rejects.toThrow(/did not take the job/);
  });
});

describe.each(drivers)('a database that ran 0019_job_queue as a placeholder, on %s', (kind) => {
  it('gets the job queue when the workers start', async () => {
    const conn = await freshTestDatabase(kind);
    try {
      await conn.db.execute(sql`drop schema pgboss cascade`);
      const jobs = createJobs({ db: conn.db, log }, { pollSeconds: 0.5, stopTimeoutMs: 1000 });
      const ran: unknown[] = [];
      jobs.work('closures.notify', async (data) => {
        ran.push(data.n);
      });
      await jobs.start();
      await jobs.send('closures.notify', { n: 1 });
      await until(() => ran.length === 1, 'the job');
      await jobs.stop();
    } finally {
      await conn.close();
    }
  });
});

// On PGlite the two "processes" share the one connection (a platform on PGlite is one process): what is
// tested there is pg-boss's maintenance through the adapter (its multi-statement SQL), on PostgreSQL the real case.
describe.each(drivers)('a job claimed by a process that dies, on %s', (kind) => {
  let conn: Connection;
  beforeAll(async () => {
    conn = await freshTestDatabase(kind);
  });
  afterAll(() => conn?.close());

  it('is run by another process once it expires', async () => {
    const dying = createJobs({ db: conn.db, log }, { pollSeconds: 0.5, stopTimeoutMs: 1000 });
    await dying.start();
    const id = await dying.send('closures.notify', { n: 1 }, { expireInSeconds: 1, retryLimit: 2 });
    // Claimed (active) and never completed: the process stops without a word about it.
    const [claimed] = await dying.boss.fetch('closures.notify');
    expect(claimed?.id).toBe(id);
    await dying.stop();

    const ran: { n: unknown; retryCount: number }[] = [];
    const other = createJobs({ db: conn.db, log }, { pollSeconds: 0.5, maintenanceSeconds: 1, stopTimeoutMs: 1000 });
    other.work('closures.notify', async (data, job) => {
      ran.push({ n: data.n, retryCount: job.retryCount });
    });
    await other.start();
    try {
      await until(() => ran.length === 1, 'the job run again', 20_000);
      expect(ran).toEqual([{ n: 1, retryCount: 1 }]);
      const state = async () =>
        (await rows<{ state: string }>(conn.db, sql`select state::text from pgboss.job where id = ${id}`))[0]?.state;
      await until(async () => (await state()) === 'completed', 'the job completed');
    } finally {
      await other.stop();
    }
  });
});
