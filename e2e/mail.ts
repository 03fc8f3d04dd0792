/** E-mails the platform sent (one .eml file each in the stack's mail directory), read by the journeys. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { stack } from './stack';

/** The `.eml` name of a message: its `X-Schuss-Mail-Id`, made safe as the platform's file mode does (lib/mail.ts). */
const emlName = (id: string) => `${id.replace(/[^A-Za-z0-9_-]/g, '_')}.eml`;

/**
 * The journeys' SMTP server (in the runner's process): the platform sends through SMTP like in
 * production, and each message received is written to `mailDir` as `<X-Schuss-Mail-Id>.eml` (the
 * names of file mode), whole then renamed: a journey never reads half a message.
 */
export async function startSmtpSink(mailDir: string): Promise<{ url: string; close(): Promise<void> }> {
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        // Unix line ends, as the platform's file mode writes them (the journeys' header regexps expect them).
        const raw = Buffer.concat(chunks).toString('utf8').replace(/\r\n/g, '\n');
        const head = raw.slice(0, raw.search(/\n\n/));
        const id = /^X-Schuss-Mail-Id: *(.+)$/im.exec(head)?.[1]?.trim() ?? `unnamed-${Date.now()}-${++n}`;
        const file = join(mailDir, emlName(id));
        const tmp = `${file}.${++n}.tmp`;
        writeFile(tmp, raw)
          .then(() => rename(tmp, file))
          .then(
            () => callback(),
            (err: Error) => callback(err),
          );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The text of an .eml file (quoted-printable and base64 parts decoded). */
export function emlText(raw: string): string {
  return raw
    .split(/\r?\n--[^\r\n]+\r?\n/)
    .map((part) => {
      const cut = part.search(/\r?\n\r?\n/);
      const head = cut === -1 ? '' : part.slice(0, cut);
      const body = cut === -1 ? part : part.slice(cut);
      if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
        const bytes = body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
        return Buffer.from(bytes, 'latin1').toString('utf8');
      }
      if (/content-transfer-encoding:\s*base64/i.test(head)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
      return body;
    })
    .join('\n');
}

/** A header of an .eml file, its MIME encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) decoded. */
export function headerOf(raw: string, name: string): string {
  const folded = new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, 'mi').exec(raw)?.[1] ?? '';
  // Each word's bytes, joined before reading them as UTF-8 (a character may be cut between two words).
  const bytes = folded
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('latin1')
        : text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
    );
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The Subject of an .eml file, decoded. */
export const subjectOf = (raw: string): string => headerOf(raw, 'Subject');

export type Mail = { file: string; raw: string; subject: string; text: string };

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The newest e-mail in the stack's mail directory that matches — its file name starts with
 * `filePrefix`, it is to `to`, its subject matches, its decoded text `contains` — once it arrived
 * (polled up to `timeout` ms).
 */
export async function waitForMail(
  match: { filePrefix?: string; to?: string; subject?: RegExp; contains?: string; newerThan?: number },
  timeout = 15_000,
): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      () => {
        const dir = stack().mailDir;
        const files = readdirSync(dir)
          .filter((f) => f.endsWith('.eml') && (!match.filePrefix || f.startsWith(match.filePrefix)))
          .map((f) => join(dir, f))
          .map((file) => ({ file, mtime: statSync(file).mtimeMs }))
          .filter((f) => match.newerThan === undefined || f.mtime >= match.newerThan)
          .sort((a, b) => b.mtime - a.mtime);
        for (const { file } of files) {
          const raw = readFileSync(file, 'utf8');
          if (match.to && !new RegExp(`^To: ${escapeRe(match.to)}$`, 'mi').test(raw)) continue;
          const subject = subjectOf(raw);
          if (match.subject && !match.subject.test(subject)) continue;
          const text = emlText(raw);
          if (match.contains !== undefined && !text.includes(match.contains)) continue;
          found = { file, raw, subject, text };
          return true;
        }
        return false;
      },
      { timeout, message: `an e-mail ${JSON.stringify({ ...match, subject: match.subject?.source })} in the mail directory` },
    )
    .toBe(true);
  return found as Mail;
}
