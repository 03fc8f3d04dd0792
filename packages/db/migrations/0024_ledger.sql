-- 0024_ledger: the money ledger. Every movement of money is one row, never changed: what the provider took
-- for each line of a paid order, what promo codes took off it and gift vouchers paid of it, what a refund gave
-- back for it. Written by the ledger module (apps/platform/src/modules/ledger) in the transaction of the change;
-- the reports, the closures' refunds and the reconciliation read it. Statements separated by --> statement-breakpoint
CREATE TABLE "ledger_entries" (
  "id" bigserial PRIMARY KEY,
  "site" text NOT NULL,
  "order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
  "order_line_id" integer REFERENCES "order_lines"("id") ON DELETE CASCADE,
  "participant" integer,
  "kind" text NOT NULL,
  "amount_cents" integer NOT NULL,
  "quantity" integer NOT NULL DEFAULT 0,
  "product_type" text,
  "merchant_id" integer,
  "vat_rate_bp" integer NOT NULL DEFAULT 0,
  "vat_cents" integer NOT NULL DEFAULT 0,
  "provider" text,
  "reference" text,
  "by_label" text NOT NULL DEFAULT 'system',
  "at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "ledger_entries_amount_ck" CHECK ("amount_cents" >= 0 OR "kind" = 'adjustment'),
  CONSTRAINT "ledger_entries_kind_ck" CHECK ("kind" IN ('payment','voucher_sold','voucher_redeemed','discount','refund','voucher_credited','refund_reversed','adjustment'))
);
--> statement-breakpoint
CREATE INDEX "ledger_entries_order_idx" ON "ledger_entries" ("order_id");
--> statement-breakpoint
-- The reports read a period of a school's entries with everything they sum: an index-only scan.
CREATE INDEX "ledger_entries_site_at_idx" ON "ledger_entries" ("site", "at") INCLUDE ("kind", "product_type", "merchant_id", "amount_cents", "quantity", "order_id");
--> statement-breakpoint
-- The ledger summed per school, day (UTC), product type and merchant, kept with each entry: the sales report
-- reads a season in a few hundred rows. Product type '' and merchant 0: the day's orders paid.
CREATE TABLE "ledger_days" (
  "site" text NOT NULL,
  "day" date NOT NULL,
  "product_type" text NOT NULL,
  "merchant_id" integer NOT NULL,
  "orders" integer NOT NULL DEFAULT 0,
  "participants" integer NOT NULL DEFAULT 0,
  "paid_cents" integer NOT NULL DEFAULT 0,
  "refunded_cents" integer NOT NULL DEFAULT 0,
  "voucher_cents" integer NOT NULL DEFAULT 0,
  "voucher_credited_cents" integer NOT NULL DEFAULT 0,
  "discount_cents" integer NOT NULL DEFAULT 0,
  PRIMARY KEY ("site", "day", "product_type", "merchant_id")
);
--> statement-breakpoint
CREATE FUNCTION "ledger_entries_unchanged"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries are never changed: record a new entry instead';
END $$;
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_update" BEFORE UPDATE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION "ledger_entries_unchanged"();
--> statement-breakpoint
-- `total` shared in proportion to `weights` in whole cents, largest remainders first (ties in order): the
-- migration's copy of apps/platform/src/lib/money.ts `share`, dropped below.
CREATE FUNCTION "ledger_share"("total" bigint, "weights" bigint[]) RETURNS bigint[] LANGUAGE plpgsql AS $$
DECLARE
  s numeric := 0; parts bigint[] := '{}'; rems numeric[] := '{}'; left_over bigint; i int; best int; n int;
BEGIN
  n := coalesce(array_length(weights, 1), 0);
  FOR i IN 1..n LOOP s := s + greatest(weights[i], 0); END LOOP;
  FOR i IN 1..n LOOP
    IF s <= 0 OR total <= 0 THEN parts := parts || 0::bigint; rems := rems || 0::numeric;
    ELSE
      parts := parts || floor(total * greatest(weights[i], 0) / s)::bigint;
      rems := rems || (total * greatest(weights[i], 0) / s - floor(total * greatest(weights[i], 0) / s));
    END IF;
  END LOOP;
  IF s <= 0 OR total <= 0 THEN RETURN parts; END IF;
  left_over := total;
  FOR i IN 1..n LOOP left_over := left_over - parts[i]; END LOOP;
  WHILE left_over > 0 LOOP
    best := 1;
    FOR i IN 1..n LOOP IF rems[i] > rems[best] THEN best := i; END IF; END LOOP;
    parts[best] := parts[best] + 1; rems[best] := -1; left_over := left_over - 1;
  END LOOP;
  RETURN parts;
END $$;
--> statement-breakpoint
-- The VAT included in `amount` at `rate_bp` (prices include VAT).
CREATE FUNCTION "ledger_vat"("amount" bigint, "rate_bp" int) RETURNS int LANGUAGE sql IMMUTABLE AS $$
  SELECT (amount - round(amount * 10000.0 / (10000 + rate_bp)))::int
$$;
--> statement-breakpoint
-- The entries of the orders paid before: each paid order's lines get their share of its promo codes, of its gift
-- vouchers and of what the provider took; each refund (succeeded or pending) is given to the cancelled lines
-- first, in line order, each up to what it was paid, then to the others; what went back to gift vouchers the same.
DO $$
DECLARE
  o record; l record;
  ids int[]; qty int[]; totals bigint[]; gifts boolean[]; types text[]; merchants int[]; rates int[];
  disc bigint[]; vouch bigint[]; card bigint[]; left_paid bigint[]; cancelled boolean[];
  promo_total bigint; voucher_total bigint; w bigint[]; i int; n int; r record; amount bigint; part bigint; pass int;
BEGIN
  FOR o IN SELECT * FROM "orders" WHERE "paid_at" IS NOT NULL ORDER BY "id" LOOP
    SELECT array_agg(ol."id" ORDER BY ol."id"), array_agg(ol."quantity" ORDER BY ol."id"), array_agg(ol."total_cents"::bigint ORDER BY ol."id"),
           array_agg(coalesce(p."attributes" ? 'giftVoucher', false) ORDER BY ol."id"),
           array_agg(ol."product_type" ORDER BY ol."id"), array_agg(ol."merchant_id" ORDER BY ol."id"),
           array_agg(ol."cancelled_at" IS NOT NULL ORDER BY ol."id")
      INTO ids, qty, totals, gifts, types, merchants, cancelled
      FROM "order_lines" ol JOIN "products" p ON p."id" = ol."product_id" WHERE ol."order_id" = o."id";
    n := coalesce(array_length(ids, 1), 0);
    IF n = 0 THEN CONTINUE; END IF;
    rates := '{}';
    FOR i IN 1..n LOOP
      rates := rates || (CASE WHEN gifts[i] THEN 0 WHEN types[i] IN ('LIFT','HOT','TRANSFER') THEN 1000
                              WHEN types[i] IN ('SKI_RENTAL','STAND','GENERIC_LINE') THEN 2000 ELSE 0 END);
    END LOOP;
    SELECT coalesce(sum("amount_cents") FILTER (WHERE "promo_code_id" IS NOT NULL), 0),
           coalesce(sum("amount_cents") FILTER (WHERE "voucher_id" IS NOT NULL), 0)
      INTO promo_total, voucher_total FROM "order_offers" WHERE "order_id" = o."id" AND "status" = 'used';
    w := '{}'; FOR i IN 1..n LOOP w := w || (CASE WHEN gifts[i] THEN 0 ELSE totals[i] END); END LOOP;
    disc := ledger_share(promo_total, w);
    w := '{}'; FOR i IN 1..n LOOP w := w || (CASE WHEN gifts[i] THEN 0 ELSE totals[i] - disc[i] END); END LOOP;
    vouch := ledger_share(voucher_total, w);
    w := '{}'; FOR i IN 1..n LOOP w := w || (totals[i] - disc[i] - vouch[i]); END LOOP;
    card := ledger_share(o."total_cents", w);
    left_paid := '{}';
    FOR i IN 1..n LOOP
      left_paid := left_paid || (card[i] + vouch[i]);
      -- Always one (0 € for a line paid otherwise): it carries the line's participants for the reports.
      INSERT INTO "ledger_entries" ("site", "order_id", "order_line_id", "kind", "amount_cents", "quantity", "product_type", "merchant_id",
                                    "vat_rate_bp", "vat_cents", "provider", "reference", "at")
        SELECT o."site", o."id", ids[i], CASE WHEN gifts[i] THEN 'voucher_sold' ELSE 'payment' END, card[i], qty[i], types[i], merchants[i],
               rates[i], ledger_vat(card[i], rates[i]), p."provider", p."id", o."paid_at"
          FROM (SELECT NULL) x LEFT JOIN LATERAL (SELECT "provider", "id" FROM "payments" WHERE "order_id" = o."id" AND "status" IN ('succeeded', 'refunded')
                                                 ORDER BY "updated_at" DESC LIMIT 1) p ON true;
      IF vouch[i] > 0 THEN
        INSERT INTO "ledger_entries" ("site", "order_id", "order_line_id", "kind", "amount_cents", "product_type", "merchant_id", "vat_rate_bp", "vat_cents", "at")
        VALUES (o."site", o."id", ids[i], 'voucher_redeemed', vouch[i], types[i], merchants[i], rates[i], ledger_vat(vouch[i], rates[i]), o."paid_at");
      END IF;
      IF disc[i] > 0 THEN
        INSERT INTO "ledger_entries" ("site", "order_id", "order_line_id", "kind", "amount_cents", "product_type", "merchant_id", "vat_rate_bp", "vat_cents", "at")
        VALUES (o."site", o."id", ids[i], 'discount', disc[i], types[i], merchants[i], rates[i], ledger_vat(disc[i], rates[i]), o."paid_at");
      END IF;
    END LOOP;
    -- Refunds: card money (each refund row), then what went back to gift vouchers.
    FOR r IN SELECT 'refund' AS kind, rf."amount_cents"::bigint AS amount, rf."id" AS ref, rf."user_label" AS by_label, rf."created_at" AS at,
                    p."provider" AS provider
               FROM "refunds" rf LEFT JOIN "payments" p ON p."id" = rf."payment_id"
              WHERE rf."order_id" = o."id" AND rf."status" IN ('succeeded', 'pending')
             UNION ALL
             SELECT 'voucher_credited', sum("credited_cents")::bigint, NULL, 'system', max("created_at"), NULL
               FROM "order_offers" WHERE "order_id" = o."id" AND "voucher_id" IS NOT NULL AND "credited_cents" > 0 HAVING sum("credited_cents") > 0
             ORDER BY at LOOP
      amount := r.amount;
      FOR pass IN 1..2 LOOP
        FOR i IN 1..n LOOP
          IF amount <= 0 THEN EXIT; END IF;
          IF (pass = 1) <> cancelled[i] THEN CONTINUE; END IF;
          part := least(amount, left_paid[i]);
          IF part <= 0 THEN CONTINUE; END IF;
          INSERT INTO "ledger_entries" ("site", "order_id", "order_line_id", "kind", "amount_cents", "product_type", "merchant_id",
                                        "vat_rate_bp", "vat_cents", "provider", "reference", "by_label", "at")
          VALUES (o."site", o."id", ids[i], r.kind, part, types[i], merchants[i], rates[i], ledger_vat(part, rates[i]), r.provider, r.ref,
                  r.by_label, r.at);
          left_paid[i] := left_paid[i] - part;
          amount := amount - part;
        END LOOP;
      END LOOP;
      IF amount > 0 THEN
        INSERT INTO "ledger_entries" ("site", "order_id", "kind", "amount_cents", "provider", "reference", "by_label", "at")
        VALUES (o."site", o."id", r.kind, amount, r.provider, r.ref, r.by_label, r.at);
      END IF;
    END LOOP;
  END LOOP;
END $$;
--> statement-breakpoint
-- What `ledger_days` must hold, from the entries: the backfill below, `rebuildLedgerDays` (a bulk load) and the checks.
CREATE VIEW "ledger_days_expected" AS
SELECT "site", "day", "product_type", "merchant_id", sum("orders")::int AS "orders", sum("participants")::int AS "participants",
       sum("paid")::int AS "paid_cents", sum("refunded")::int AS "refunded_cents", sum("voucher")::int AS "voucher_cents",
       sum("credited")::int AS "voucher_credited_cents", sum("discount")::int AS "discount_cents"
  FROM (SELECT "site", ("at" AT TIME ZONE 'UTC')::date AS "day", coalesce("product_type", '') AS "product_type",
               coalesce("merchant_id", 0) AS "merchant_id",
               count(DISTINCT "order_id") FILTER (WHERE "kind" IN ('payment', 'voucher_sold')) AS "orders",
               coalesce(sum("quantity") FILTER (WHERE "kind" IN ('payment', 'voucher_sold')), 0) AS "participants",
               coalesce(sum("amount_cents") FILTER (WHERE "kind" IN ('payment', 'voucher_sold')), 0) AS "paid",
               coalesce(sum("amount_cents") FILTER (WHERE "kind" = 'refund'), 0)
               - coalesce(sum("amount_cents") FILTER (WHERE "kind" = 'refund_reversed'), 0) AS "refunded",
               coalesce(sum("amount_cents") FILTER (WHERE "kind" = 'voucher_redeemed'), 0) AS "voucher",
               coalesce(sum("amount_cents") FILTER (WHERE "kind" = 'voucher_credited'), 0) AS "credited",
               coalesce(sum("amount_cents") FILTER (WHERE "kind" = 'discount'), 0) AS "discount"
          FROM "ledger_entries" GROUP BY 1, 2, 3, 4
        UNION ALL
        SELECT "site", ("at" AT TIME ZONE 'UTC')::date, '', 0, count(DISTINCT "order_id"), 0, 0, 0, 0, 0, 0
          FROM "ledger_entries" WHERE "kind" IN ('payment', 'voucher_sold') GROUP BY 1, 2) x
 GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO "ledger_days" SELECT * FROM "ledger_days_expected";
--> statement-breakpoint
-- Where the ledger does not add up (nothing, always; the tests check it when they close a database): a paid
-- order whose entries differ from what the provider took or gave back, or a day's sums that differ from its entries.
CREATE VIEW "ledger_drift" AS
SELECT 'order' AS "what", o."number" AS "key",
       o."total_cents" AS "paid_expected", coalesce(e."paid", 0) AS "paid_found",
       o."refunded_cents" AS "refunded_expected", coalesce(e."refunded", 0) AS "refunded_found"
  FROM "orders" o
  LEFT JOIN (SELECT "order_id",
                    sum("amount_cents") FILTER (WHERE "kind" IN ('payment', 'voucher_sold'))::int AS "paid",
                    (coalesce(sum("amount_cents") FILTER (WHERE "kind" = 'refund'), 0)
                     - coalesce(sum("amount_cents") FILTER (WHERE "kind" = 'refund_reversed'), 0))::int AS "refunded"
               FROM "ledger_entries" GROUP BY "order_id") e ON e."order_id" = o."id"
 WHERE o."paid_at" IS NOT NULL
   AND (coalesce(e."paid", 0) <> o."total_cents" OR coalesce(e."refunded", 0) <> o."refunded_cents")
UNION ALL
SELECT 'day', concat_ws(' ', coalesce(x."site", d."site"), coalesce(x."day", d."day"), coalesce(x."product_type", d."product_type"),
                       coalesce(x."merchant_id", d."merchant_id")),
       coalesce(x."paid_cents", 0), coalesce(d."paid_cents", 0), coalesce(x."refunded_cents", 0), coalesce(d."refunded_cents", 0)
  FROM "ledger_days_expected" x
  FULL JOIN "ledger_days" d ON d."site" = x."site" AND d."day" = x."day" AND d."product_type" = x."product_type" AND d."merchant_id" = x."merchant_id"
 WHERE ROW(coalesce(x."orders", 0), coalesce(x."participants", 0), coalesce(x."paid_cents", 0), coalesce(x."refunded_cents", 0),
           coalesce(x."voucher_cents", 0), coalesce(x."voucher_credited_cents", 0), coalesce(x."discount_cents", 0))
       <> ROW(coalesce(d."orders", 0), coalesce(d."participants", 0), coalesce(d."paid_cents", 0), coalesce(d."refunded_cents", 0),
              coalesce(d."voucher_cents", 0), coalesce(d."voucher_credited_cents", 0), coalesce(d."discount_cents", 0));
--> statement-breakpoint
DROP FUNCTION "ledger_share"(bigint, bigint[]);
--> statement-breakpoint
DROP FUNCTION "ledger_vat"(bigint, int);
