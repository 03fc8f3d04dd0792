-- 0018_mail_outbox: every e-mail is stored before it is delivered, and retried until delivered (issue 15).
-- Statements separated by --> statement-breakpoint
-- `mail_outbox`: one message (JSON: from, to, subject, text, HTML, attachments in base64). A worker of any
-- platform process claims due rows (`for update skip locked`) for `locked_until` (a lease: a process that
-- stopped mid-delivery leaves its rows to another once the lease ran out), then marks them `sent`, or
-- `pending` again with the next attempt's time, or `failed` after the last attempt.
CREATE TABLE "mail_outbox" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "mail_id" text NOT NULL,
  "message" jsonb NOT NULL,
  "status" text DEFAULT 'pending' NOT NULL,
  "attempts" integer DEFAULT 0 NOT NULL,
  "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
  "locked_until" timestamp with time zone,
  "last_error" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "sent_at" timestamp with time zone,
  CONSTRAINT "mail_outbox_status_ck" CHECK ("status" IN ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
-- The worker's query: due rows only (sent and failed ones are history).
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" ("next_attempt_at") WHERE "status" = 'pending';
--> statement-breakpoint
-- An order's e-mail points at its message: delivered later, it becomes `sent` (or `failed` after the last attempt).
ALTER TABLE "order_emails" ADD COLUMN "outbox_id" bigint REFERENCES "mail_outbox"("id") ON DELETE SET NULL;
--> statement-breakpoint
CREATE INDEX "order_emails_outbox_idx" ON "order_emails" ("outbox_id");
--> statement-breakpoint
ALTER TABLE "order_emails" DROP CONSTRAINT "order_emails_status_ck";
--> statement-breakpoint
ALTER TABLE "order_emails" ADD CONSTRAINT "order_emails_status_ck" CHECK ("status" IN ('queued', 'sent', 'failed'));
