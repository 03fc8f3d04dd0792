import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export type E2EStack = {
  siteUrl: string;
  platformUrl: string;
  databaseUrl: string;
  revalidateSecret: string;
  platformPid?: number;
  /** The e-mails the platform sent, as `<X-Schuss-Mail-Id>.eml` files (written by the SMTP sink of mail.ts). */
  mailDir: string;
  /** The platform's SMTP_URL: the sink of the global setup. */
  smtpUrl: string;
};

export const stackFile = join(tmpdir(), `schuss-e2e-stack-${process.env.E2E_SITE_PORT ?? 3100}.json`);

/** The running stack (written by the global setup). */
export const stack = (): E2EStack => JSON.parse(readFileSync(stackFile, 'utf8'));

/** Runs SQL on the stack's database (to change content the way an editor's publish would). */
export async function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: stack().databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Asks the site to drop cached pages, as the platform does when content changes. */
export async function revalidate(tags: string[]) {
  const res = await fetch(`${stack().siteUrl}/api/revalidate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${stack().revalidateSecret}`, 'content-type': 'application/json' },
    body: JSON.stringify({ tags }),
  });
  if (!res.ok) throw new Error(`revalidate: ${res.status}`);
}
