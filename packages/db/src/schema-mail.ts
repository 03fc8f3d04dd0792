// The durable outbox of e-mails; migration 0018_mail_outbox.sql.
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const MAIL_OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailOutboxStatus = (typeof MAIL_OUTBOX_STATUSES)[number];

/** An attachment as stored: bytes in base64 (text attachments too, so they come back byte for byte). */
export type StoredMailAttachment = { filename: string; contentType: string; base64: string; cid?: string };

/** A message as stored: what the mailer is given again at each attempt. */
export type StoredMail = {
  from: { name: string; address: string };
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: StoredMailAttachment[];
};

/**
 * An e-mail stored before delivery. A worker claims due `pending` rows (`for update skip locked`) for
 * `locked_until` (a lease), then marks them `sent`, `pending` again with `next_attempt_at`, or `failed`.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** `MailMessage.id`: the `X-Schuss-Mail-Id` header and the `.eml` file's name. */
    mailId: text('mail_id').notNull(),
    message: jsonb('message').$type<StoredMail>().notNull(),
    status: text('status').$type<MailOutboxStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    lockedUntil: at('locked_until'),
    lastError: text('last_error'),
    createdAt: at('created_at').notNull().defaultNow(),
    sentAt: at('sent_at'),
  },
  (t) => [index('mail_outbox_due_idx').on(t.nextAttemptAt)],
);
