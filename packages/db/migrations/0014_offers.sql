-- 0014_offers: promo codes, gift vouchers (issue 14). Statements separated by --> statement-breakpoint
-- A promo code of a site: stored in capitals (visitors type it in any case), unique per site.
-- "uses" counts paid orders; it never passes "max_uses" (conditional UPDATE when an order is paid).
CREATE TABLE "promo_codes" (
  "id" serial PRIMARY KEY NOT NULL,
  "site" text NOT NULL,
  "code" text NOT NULL,
  "kind" text NOT NULL,
  "percent" integer,
  "amount_cents" integer,
  "product_types" text[] DEFAULT '{}'::text[] NOT NULL,
  "valid_from" date,
  "valid_to" date,
  "max_uses" integer,
  "uses" integer DEFAULT 0 NOT NULL,
  "exclusive" boolean DEFAULT false NOT NULL,
  "active" boolean DEFAULT true NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "promo_codes_kind_ck" CHECK (("kind" = 'percent' AND "percent" BETWEEN 1 AND 100 AND "amount_cents" IS NULL)
    OR ("kind" = 'amount' AND "amount_cents" > 0 AND "percent" IS NULL)),
  CONSTRAINT "promo_codes_uses_ck" CHECK ("uses" >= 0 AND ("max_uses" IS NULL OR "uses" <= "max_uses")),
  CONSTRAINT "promo_codes_dates_ck" CHECK ("valid_from" IS NULL OR "valid_to" IS NULL OR "valid_from" <= "valid_to")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_site_code_uq" ON "promo_codes" ("site", "code");
--> statement-breakpoint
-- A gift voucher, made when the order that bought it is paid (one per participant of a gift-voucher
-- line). Only a hash of its code is kept, set when the code is e-mailed to the buyer (null before).
-- Its balance never goes below 0 nor above what it was worth (conditional UPDATEs, checks).
CREATE TABLE "gift_vouchers" (
  "id" serial PRIMARY KEY NOT NULL,
  "site" text NOT NULL,
  "code_hash" text,
  "last4" text,
  "order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
  "line_id" integer NOT NULL,
  "participant" integer NOT NULL,
  "beneficiary" text NOT NULL,
  "initial_cents" integer NOT NULL,
  "balance_cents" integer NOT NULL,
  "expires_on" date NOT NULL,
  "issued_at" timestamp with time zone,
  "disabled_at" timestamp with time zone,
  "disabled_reason" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "gift_vouchers_balance_ck" CHECK ("initial_cents" > 0 AND "balance_cents" >= 0 AND "balance_cents" <= "initial_cents")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "gift_vouchers_code_hash_uq" ON "gift_vouchers" ("code_hash");
--> statement-breakpoint
CREATE UNIQUE INDEX "gift_vouchers_order_line_uq" ON "gift_vouchers" ("order_id", "line_id", "participant");
--> statement-breakpoint
CREATE INDEX "gift_vouchers_site_created_idx" ON "gift_vouchers" ("site", "created_at");
--> statement-breakpoint
-- The balance's history: issued (+), redeemed by an order (−), credited back by a refund (+), disabled (0).
CREATE TABLE "gift_voucher_movements" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "voucher_id" integer NOT NULL REFERENCES "gift_vouchers"("id") ON DELETE CASCADE,
  "kind" text NOT NULL,
  "amount_cents" integer NOT NULL,
  "balance_cents" integer NOT NULL,
  "order_id" integer REFERENCES "orders"("id") ON DELETE SET NULL,
  "user_label" text,
  "note" text,
  "at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "gift_voucher_movements_kind_ck" CHECK ("kind" IN ('issued', 'redeemed', 'credited', 'disabled'))
);
--> statement-breakpoint
CREATE INDEX "gift_voucher_movements_voucher_idx" ON "gift_voucher_movements" ("voucher_id", "at");
--> statement-breakpoint
-- The codes a visitor entered in a cart (a promo code or a voucher), in the order entered.
CREATE TABLE "cart_codes" (
  "id" serial PRIMARY KEY NOT NULL,
  "cart_id" integer NOT NULL REFERENCES "carts"("id") ON DELETE CASCADE,
  "promo_code_id" integer REFERENCES "promo_codes"("id") ON DELETE CASCADE,
  "voucher_id" integer REFERENCES "gift_vouchers"("id") ON DELETE CASCADE,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "cart_codes_one_ck" CHECK (("promo_code_id" IS NULL) <> ("voucher_id" IS NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "cart_codes_promo_uq" ON "cart_codes" ("cart_id", "promo_code_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "cart_codes_voucher_uq" ON "cart_codes" ("cart_id", "voucher_id");
--> statement-breakpoint
-- What an order takes from an offer: written at checkout as a reservation (counted against a code's
-- uses and a voucher's balance until "reserved_until", while the order awaits payment), then "used"
-- when the order is paid. "credited_cents": what refunds gave back to the voucher.
CREATE TABLE "order_offers" (
  "id" serial PRIMARY KEY NOT NULL,
  "order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
  "promo_code_id" integer REFERENCES "promo_codes"("id"),
  "voucher_id" integer REFERENCES "gift_vouchers"("id"),
  "label" text NOT NULL,
  "amount_cents" integer NOT NULL,
  "status" text DEFAULT 'reserved' NOT NULL,
  "reserved_until" timestamp with time zone NOT NULL,
  "credited_cents" integer DEFAULT 0 NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "order_offers_one_ck" CHECK (("promo_code_id" IS NULL) <> ("voucher_id" IS NULL)),
  CONSTRAINT "order_offers_status_ck" CHECK ("status" IN ('reserved', 'used')),
  CONSTRAINT "order_offers_amount_ck" CHECK ("amount_cents" > 0 AND "credited_cents" >= 0 AND "credited_cents" <= "amount_cents")
);
--> statement-breakpoint
CREATE INDEX "order_offers_order_idx" ON "order_offers" ("order_id");
--> statement-breakpoint
CREATE INDEX "order_offers_promo_idx" ON "order_offers" ("promo_code_id") WHERE "status" = 'reserved';
--> statement-breakpoint
CREATE INDEX "order_offers_voucher_idx" ON "order_offers" ("voucher_id");
