-- 0017_customer_booking: the customer's own booking page and the real payment providers (issue 15).
-- Statements separated by --> statement-breakpoint
-- `order_links`: the personal links to an order's booking page (confirmation e-mail, "find my booking",
-- staff). Only the SHA-256 hash of a token (256 random bits) is kept. Staff revoke every link of an order at
-- once: `revoked_at` is set and `orders.access_generation` raised, so vouchers (QR codes signed with the
-- generation) issued before are refused too.
ALTER TABLE "orders" ADD COLUMN "access_generation" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
CREATE TABLE "order_links" (
  "id" serial PRIMARY KEY NOT NULL,
  "order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
  "token_hash" text NOT NULL,
  "reason" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "revoked_at" timestamp with time zone,
  "last_used_at" timestamp with time zone,
  CONSTRAINT "order_links_token_hash_uq" UNIQUE ("token_hash"),
  CONSTRAINT "order_links_reason_ck" CHECK ("reason" IN ('confirmation', 'find', 'staff'))
);
--> statement-breakpoint
CREATE INDEX "order_links_order_idx" ON "order_links" ("order_id");
--> statement-breakpoint
-- A hosted payment provider's own session of a payment attempt (Stripe Checkout, Lyra's form): the
-- provider's id for it and what the provider needs again later (cancel, the form's fields). Written by
-- the provider adapters only; the platform's `payments` stay the payment module's.
CREATE TABLE "provider_sessions" (
  "payment_id" text PRIMARY KEY NOT NULL REFERENCES "payments"("id") ON DELETE CASCADE,
  "provider" text NOT NULL,
  "external_id" text NOT NULL,
  "data" jsonb DEFAULT '{}'::jsonb NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "provider_sessions_external_uq" UNIQUE ("provider", "external_id")
);
--> statement-breakpoint
-- `link`: an e-mail with a booking page's link, asked for again on "find my booking".
ALTER TABLE "order_emails" DROP CONSTRAINT "order_emails_kind_ck";
--> statement-breakpoint
ALTER TABLE "order_emails" ADD CONSTRAINT "order_emails_kind_ck" CHECK ("kind" in ('confirmation','cancellation','closure','link'));
