-- 0015_closures: weather and safety closures (issue 14). Statements separated by --> statement-breakpoint
-- A day or a slot closed by staff for a reason, with the remedy chosen for its participants (refund or move);
-- one per idempotency key of a site, so a retried request closes, refunds and e-mails once.
CREATE TABLE "closures" (
  "id" serial PRIMARY KEY NOT NULL,
  "site" text NOT NULL,
  "scope" text NOT NULL,
  "day" date,
  "slot_id" integer REFERENCES "slots"("id") ON DELETE SET NULL,
  "reason" text NOT NULL,
  "note" text DEFAULT '' NOT NULL,
  "remedy" text NOT NULL,
  "idempotency_key" text NOT NULL,
  "user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "user_label" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "closures_key_uq" UNIQUE ("site", "idempotency_key"),
  CONSTRAINT "closures_scope_ck" CHECK ("scope" in ('day','slot')),
  CONSTRAINT "closures_reason_ck" CHECK ("reason" in ('weather','avalanche','lift_breakdown','other')),
  CONSTRAINT "closures_remedy_ck" CHECK ("remedy" in ('refund','move'))
);
--> statement-breakpoint
CREATE INDEX "closures_site_idx" ON "closures" ("site", "created_at");
--> statement-breakpoint
-- The slots a closure closed: entirely (whole) or one day of a multi-day slot; with a move, where its participants went.
CREATE TABLE "closure_slots" (
  "closure_id" integer NOT NULL REFERENCES "closures"("id") ON DELETE CASCADE,
  "slot_id" integer NOT NULL REFERENCES "slots"("id") ON DELETE CASCADE,
  "whole" boolean NOT NULL,
  "day" date,
  "to_slot_id" integer REFERENCES "slots"("id") ON DELETE SET NULL,
  CONSTRAINT "closure_slots_pk" PRIMARY KEY ("closure_id", "slot_id")
);
--> statement-breakpoint
CREATE INDEX "closure_slots_slot_idx" ON "closure_slots" ("slot_id");
--> statement-breakpoint
-- One row per affected order line and its outcome (refunded, moved, failed and why).
CREATE TABLE "closure_lines" (
  "id" serial PRIMARY KEY NOT NULL,
  "closure_id" integer NOT NULL REFERENCES "closures"("id") ON DELETE CASCADE,
  "order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
  "order_line_id" integer NOT NULL REFERENCES "order_lines"("id") ON DELETE CASCADE,
  "slot_id" integer NOT NULL REFERENCES "slots"("id") ON DELETE CASCADE,
  "to_slot_id" integer REFERENCES "slots"("id") ON DELETE SET NULL,
  "quantity" integer NOT NULL,
  "share" text NOT NULL,
  "refund_cents" integer DEFAULT 0 NOT NULL,
  "outcome" text DEFAULT 'pending' NOT NULL,
  "refund_id" text REFERENCES "refunds"("id") ON DELETE SET NULL,
  "error" text,
  "attempts" integer DEFAULT 0 NOT NULL,
  "email_status" text,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "closure_lines_line_uq" UNIQUE ("closure_id", "order_line_id"),
  CONSTRAINT "closure_lines_outcome_ck" CHECK ("outcome" in ('pending','refunded','moved','failed')),
  CONSTRAINT "closure_lines_share_ck" CHECK ("share" in ('whole','day')),
  CONSTRAINT "closure_lines_refund_ck" CHECK ("refund_cents" >= 0),
  CONSTRAINT "closure_lines_email_ck" CHECK ("email_status" is null or "email_status" in ('sent','failed'))
);
--> statement-breakpoint
CREATE INDEX "closure_lines_order_idx" ON "closure_lines" ("order_id");
--> statement-breakpoint
CREATE INDEX "closure_lines_order_line_idx" ON "closure_lines" ("order_line_id");
--> statement-breakpoint
-- The order's page lists a closure's notice among its e-mails.
ALTER TABLE "order_emails" DROP CONSTRAINT "order_emails_kind_ck";
--> statement-breakpoint
ALTER TABLE "order_emails" ADD CONSTRAINT "order_emails_kind_ck" CHECK ("kind" in ('confirmation','cancellation','closure'));
