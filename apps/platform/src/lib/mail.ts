import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export type MailMessage = {
  /** Names the `.eml` file when e-mails are written to disk (e.g. the order number). */
  id: string;
  from: { name: string; address: string };
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files attached (the order's .ics), and images the HTML shows by `cid:` (the voucher's QR code). */
  attachments?: MailAttachment[];
};

export type MailAttachment = {
  filename: string;
  contentType: string;
  /** Text (e.g. text/calendar) or bytes (base64 when stored). */
  content: string | Buffer;
  /** Set for an image the HTML part shows inline (`<img src="cid:…">`). */
  cid?: string;
};

export type Mailer = {
  /** `smtp` when SMTP_URL is set, else `file` (`.eml` files in MAIL_DIR). */
  kind: 'smtp' | 'file';
  /** Sends a message; resolves with the written file in `file` mode. Throws when sending fails. */
  send(message: MailMessage): Promise<{ file?: string }>;
};

/** What nodemailer is given for a message (text and HTML alternatives, attachments). */
const nodemailerMessage = (m: MailMessage) => ({
  from: m.from,
  to: m.to,
  subject: m.subject,
  text: m.text,
  html: m.html,
  attachments: m.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content, cid: a.cid })),
});

/**
 * The platform's mailer (nodemailer): SMTP when `SMTP_URL` is set, otherwise each message is
 * written as `<id>.eml` under `MAIL_DIR` (the demo's outbox, readable by any mail client).
 */
export function createMailer(env: { SMTP_URL?: string; MAIL_DIR: string }): Mailer {
  if (env.SMTP_URL) {
    const transport = nodemailer.createTransport(env.SMTP_URL);
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
      const file = join(env.MAIL_DIR, `${m.id.replace(/[^A-Za-z0-9_-]/g, '_')}.eml`);
      // Written whole then renamed: a reader never sees half a message.
      const tmp = `${file}.${process.pid}.tmp`;
      await writeFile(tmp, info.message as Buffer);
      await rename(tmp, file);
      return { file };
    },
  };
}
