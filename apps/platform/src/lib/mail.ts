import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '@schuss/db';
import nodemailer from 'nodemailer';

export type MailMessage = {
  /**
   * Names the `.eml` file when e-mails are written to disk (e.g. the order number); sent in every
   * message as the `X-Schuss-Mail-Id` header (a test's SMTP sink names its files by it too).
   */
  id: string;
  from: MailSender;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files attached (the order's .ics), and images the HTML shows by `cid:` (the voucher's QR code). */
  attachments?: MailAttachment[];
};

/** Who sends a message, and where replies go (the school's `config.mail.replyTo`, kept in the outbox with `from`). */
export type MailSender = { name: string; address: string; replyTo?: string };

/** `Name <address>` or a bare address (then `name` is the display name). */
export function parseMailbox(value: string, name: string): { name: string; address: string } {
  const m = /^\s*"?([^"<]*?)"?\s*<([^<>\s]+@[^<>\s]+)>\s*$/.exec(value);
  if (m) return { name: m[1]?.trim() || name, address: m[2] as string };
  return { name, address: value.trim() };
}

/**
 * A school's e-mail: sent From its `config.mail.from` (Reply-To `config.mail.replyTo`) when set,
 * else as built (MAIL_FROM, the school's name shown).
 */
export function schoolSent<M extends MailMessage>(message: M, config: { siteName: string; mail?: { from?: string; replyTo?: string } }): M {
  const from = config.mail?.from
    ? parseMailbox(config.mail.from, config.siteName)
    : { name: message.from.name, address: message.from.address };
  const replyTo = config.mail?.replyTo;
  return { ...message, from: replyTo ? { ...from, replyTo } : from };
}

export type MailAttachment = {
  filename: string;
  contentType: string;
  /** Text (e.g. text/calendar) or bytes (base64 when stored). */
  content: string | Buffer;
  /** Set for an image the HTML part shows inline (`<img src="cid:…">`). */
  cid?: string;
};

/** The header naming a message (`MailMessage.id`) in every e-mail. */
export const MAIL_ID_HEADER = 'X-Schuss-Mail-Id';

export type SendOptions = {
  /**
   * Called inside the transaction that stores the message in the outbox, with its row id: what
   * must exist if and only if the message does (an order's e-mail row). Transports that store
   * nothing never call it.
   */
  stored?: (tx: Db, outboxId: number) => Promise<void>;
};

export type Mailer = {
  /** `smtp` when SMTP_URL is set, else `file` (`.eml` files in MAIL_DIR). */
  kind: 'smtp' | 'file';
  /**
   * Sends a message; resolves with the written file in `file` mode. Throws when sending fails.
   * The platform's mailer (modules/mail/outbox.ts) stores it first: with SMTP it resolves once
   * stored (`queued`), delivered by the outbox's worker and retried; it throws only when it
   * could not be stored.
   */
  send(message: MailMessage, options?: SendOptions): Promise<{ file?: string; queued?: boolean }>;
};

/** A message stored in the outbox whose delivery failed for good (file mode): the caller's failure, its row kept as `failed`. */
export class MailNotDelivered extends Error {
  constructor(readonly cause: unknown) {
    super(String((cause as Error)?.message ?? cause));
    this.name = 'MailNotDelivered';
  }
}

/** What nodemailer is given for a message (text and HTML alternatives, attachments). */
const nodemailerMessage = (m: MailMessage) => ({
  from: { name: m.from.name, address: m.from.address },
  ...(m.from.replyTo ? { replyTo: m.from.replyTo } : {}),
  to: m.to,
  subject: m.subject,
  text: m.text,
  html: m.html,
  headers: { [MAIL_ID_HEADER]: m.id },
  attachments: m.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content, cid: a.cid })),
});

/** The `.eml` file of a message (file mode, and the journeys' SMTP sink): its id, made safe as a name. */
export const emlFileName = (id: string) => `${id.replace(/[^A-Za-z0-9_-]/g, '_')}.eml`;

/**
 * The platform's mailer (nodemailer): SMTP when `SMTP_URL` is set, otherwise each message is
 * written as `<id>.eml` under `MAIL_DIR` (the demo's outbox, readable by any mail client).
 */
export function createMailer(env: { SMTP_URL?: string; MAIL_DIR: string }): Mailer {
  if (env.SMTP_URL) {
    // Timeouts well under the outbox's lease (modules/mail/outbox.ts): a server that hangs is tried again later.
    const transport = nodemailer.createTransport({
      url: env.SMTP_URL,
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    });
    return {
      kind: 'smtp',
      async send(m) {
        await transport.sendMail(nodemailerMessage(m));
        return {};
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'file',
    async send(m) {
      const info = await transport.sendMail(nodemailerMessage(m));
      await mkdir(env.MAIL_DIR, { recursive: true });
      const file = join(env.MAIL_DIR, emlFileName(m.id));
      // Written whole then renamed: a reader never sees half a message.
      const tmp = `${file}.${process.pid}.tmp`;
      await writeFile(tmp, info.message as Buffer);
      await rename(tmp, file);
      return { file };
    },
  };
}
