-- Orders (created from a cart at checkout) and their payment attempts (issue 6).
-- One order awaiting payment per cart; a payment is fulfilled once: its provider transaction id
-- is unique and the order leaves `pending_payment` with one conditional UPDATE.
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL UNIQUE,
	"site" text NOT NULL,
	"resort" text NOT NULL,
	"lang" text NOT NULL,
	"cart_id" integer NOT NULL REFERENCES "carts"("id") ON DELETE CASCADE,
	"status" text DEFAULT 'pending_payment' NOT NULL,
	"total_cents" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"has_quotation" boolean DEFAULT false NOT NULL,
	"contact" jsonb NOT NULL,
	"snapshot" jsonb NOT NULL,
	"items" jsonb NOT NULL,
	"business_provider_id" text,
	"referral_type" text,
	"fulfilment_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"mail_sent_at" timestamp with time zone,
	CONSTRAINT "orders_status_ck" CHECK ("status" in ('pending_payment','paid','failed','cancelled','refunded')),
	CONSTRAINT "orders_total_ck" CHECK ("total_cents" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "orders_pending_cart_uq" ON "orders" ("cart_id") WHERE "status" = 'pending_payment';
--> statement-breakpoint
CREATE INDEX "orders_cart_idx" ON "orders" ("cart_id", "created_at");
--> statement-breakpoint
CREATE INDEX "orders_site_created_idx" ON "orders" ("site", "created_at");
--> statement-breakpoint
-- A payment attempt at a provider. `id` is the random public id of the hosted page (≥ 128 bits).
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
	"provider" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"execution_code" text,
	"transaction_id" text UNIQUE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "payments_status_ck" CHECK ("status" in ('created','processing','succeeded','refused','expired','superseded','refunded'))
);
--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" ("order_id", "created_at");
