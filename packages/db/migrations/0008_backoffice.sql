-- The back office (issue 13). Orders keep their lines as paid ("items", jsonb); the back office needs
-- them as rows — to filter orders by product type and merchant, to count a slot's participants,
-- to cancel one line, to report sales — so each order's lines are written to "order_lines" whenever
-- its items are. Refunds, check-ins, e-mails sent and the audit log of staff actions get their tables.
ALTER TABLE "orders" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_ck" CHECK ("refunded_cents" >= 0);
--> statement-breakpoint
-- Search by e-mail, phone (digits only) and names without scanning every order's contact.
ALTER TABLE "orders" ADD COLUMN "search_email" text GENERATED ALWAYS AS (lower("contact"->>'email')) STORED;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search_phone" text GENERATED ALWAYS AS (regexp_replace(coalesce("contact"->>'phone', ''), '[^0-9]', '', 'g')) STORED;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search_last_name" text GENERATED ALWAYS AS (lower("contact"->>'lastName')) STORED;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search_first_name" text GENERATED ALWAYS AS (lower("contact"->>'firstName')) STORED;
--> statement-breakpoint
CREATE INDEX "orders_site_email_idx" ON "orders" ("site", "search_email");
--> statement-breakpoint
CREATE INDEX "orders_site_phone_idx" ON "orders" ("site", "search_phone" text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "orders_site_last_name_idx" ON "orders" ("site", "search_last_name" text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "orders_site_first_name_idx" ON "orders" ("site", "search_first_name" text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "orders_site_number_idx" ON "orders" ("site", "number" text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "orders_site_status_created_idx" ON "orders" ("site", "status", "created_at");
--> statement-breakpoint
CREATE INDEX "orders_site_paid_idx" ON "orders" ("site", "paid_at") WHERE "paid_at" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "orders_site_provider_idx" ON "orders" ("site", "business_provider_id", "created_at") WHERE "business_provider_id" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE "order_lines" (
  "id" serial PRIMARY KEY NOT NULL,
  "order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
  "site" text NOT NULL,
  -- The cart line it was made from (the order's items name it).
  "line_id" integer NOT NULL,
  "product_id" integer NOT NULL REFERENCES "products"("id"),
  "product_key" text NOT NULL,
  "product_type" text NOT NULL,
  "merchant_id" integer NOT NULL REFERENCES "merchants"("id"),
  "slot_id" integer REFERENCES "slots"("id"),
  "start_date" date,
  "days" integer,
  "quantity" integer NOT NULL,
  "participants" jsonb NOT NULL,
  "unit_price_cents" integer NOT NULL,
  "total_cents" integer NOT NULL,
  "cancelled_at" timestamp with time zone,
  CONSTRAINT "order_lines_order_line_uq" UNIQUE ("order_id", "line_id")
);
--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" ("order_id");
--> statement-breakpoint
CREATE INDEX "order_lines_slot_idx" ON "order_lines" ("slot_id") WHERE "slot_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "order_lines_site_type_idx" ON "order_lines" ("site", "product_type", "order_id");
--> statement-breakpoint
CREATE INDEX "order_lines_site_merchant_idx" ON "order_lines" ("site", "merchant_id", "order_id");
--> statement-breakpoint
-- The lines of the orders made before this migration.
INSERT INTO "order_lines" ("order_id", "site", "line_id", "product_id", "product_key", "product_type", "merchant_id",
    "slot_id", "start_date", "days", "quantity", "participants", "unit_price_cents", "total_cents")
  SELECT o."id", o."site", (i->>'lineId')::int, p."id", p."key", p."type", p."merchant_id",
    nullif(i->>'slotId', '')::int, nullif(i->>'startDate', '')::date, nullif(i->>'days', '')::int,
    (i->>'quantity')::int, i->'participants', (i->>'unitPriceCents')::int, (i->>'totalCents')::int
  FROM "orders" o
  CROSS JOIN LATERAL jsonb_array_elements(o."items") AS i
  JOIN "products" p ON p."id" = (i->>'productId')::int
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Money given back: reserved ("pending") before the provider is asked, then "succeeded" or "failed".
CREATE TABLE "refunds" (
  "id" text PRIMARY KEY NOT NULL,
  "order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
  "payment_id" text NOT NULL REFERENCES "payments"("id"),
  "amount_cents" integer NOT NULL,
  "status" text DEFAULT 'pending' NOT NULL,
  "reason" text NOT NULL,
  "line_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "idempotency_key" text NOT NULL,
  "provider_refund_id" text,
  "error" text,
  "user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "user_label" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "refunds_amount_ck" CHECK ("amount_cents" >= 0),
  CONSTRAINT "refunds_status_ck" CHECK ("status" in ('pending','succeeded','failed')),
  CONSTRAINT "refunds_idempotency_uq" UNIQUE ("order_id", "idempotency_key")
);
--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" ("order_id", "created_at");
--> statement-breakpoint
-- A participant present on a day of a slot (one row per participant and day).
CREATE TABLE "check_ins" (
  "order_line_id" integer NOT NULL REFERENCES "order_lines"("id") ON DELETE CASCADE,
  "participant" integer NOT NULL,
  "day" date NOT NULL,
  "user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("order_line_id", "participant", "day")
);
--> statement-breakpoint
-- E-mails sent to the customer of an order (confirmation, resent confirmation, cancellation).
CREATE TABLE "order_emails" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
  "kind" text NOT NULL,
  "to" text NOT NULL,
  "subject" text NOT NULL,
  "status" text NOT NULL,
  "error" text,
  "at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "order_emails_kind_ck" CHECK ("kind" in ('confirmation','cancellation')),
  CONSTRAINT "order_emails_status_ck" CHECK ("status" in ('sent','failed'))
);
--> statement-breakpoint
CREATE INDEX "order_emails_order_idx" ON "order_emails" ("order_id", "at");
--> statement-breakpoint
-- Every back-office action: who, when, what, before and after.
CREATE TABLE "audit_log" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "site" text NOT NULL,
  "order_id" integer REFERENCES "orders"("id") ON DELETE CASCADE,
  "user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "user_label" text NOT NULL,
  "action" text NOT NULL,
  "subject" text NOT NULL,
  "before" jsonb,
  "after" jsonb,
  "at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_log_order_idx" ON "audit_log" ("order_id", "at") WHERE "order_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "audit_log_site_idx" ON "audit_log" ("site", "at");
