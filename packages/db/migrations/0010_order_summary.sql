-- The back office at 100 000 orders (docs/performance.md "Back office (issue 13)"): what the orders
-- list filters by and the reports count, kept on the order when its lines are written
-- (writeOrderLines, same transaction), so neither joins every line:
-- - "participants": the sum of its lines' quantities, all of them (as paid: a cancelled line still
--   counts, as it does in the affiliation report);
-- - "product_types" / "merchant_ids": the distinct product types and merchants of its lines, sorted,
--   as sold: a cancellation does not change them (the list filters orders by what they sold).
ALTER TABLE "orders" ADD COLUMN "participants" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "product_types" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "merchant_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;
--> statement-breakpoint
-- The orders written before this migration.
UPDATE "orders" o SET "participants" = s."participants", "product_types" = s."types", "merchant_ids" = s."merchants"
  FROM (SELECT "order_id", sum("quantity")::int AS "participants",
               array_agg(DISTINCT "product_type" ORDER BY "product_type") AS "types",
               array_agg(DISTINCT "merchant_id" ORDER BY "merchant_id") AS "merchants"
        FROM "order_lines" GROUP BY "order_id") s
  WHERE s."order_id" = o."id";
--> statement-breakpoint
-- The list filtered by a product type or a merchant: a rare one is found through these, a common one
-- by walking the sort's index.
CREATE INDEX "orders_product_types_idx" ON "orders" USING gin ("product_types");
--> statement-breakpoint
CREATE INDEX "orders_merchant_ids_idx" ON "orders" USING gin ("merchant_ids");
--> statement-breakpoint
-- The affiliation report sums participants of the paid orders: 0009's covering index carries them too.
DROP INDEX "orders_site_paid_idx";
--> statement-breakpoint
CREATE INDEX "orders_site_paid_idx" ON "orders" ("site", "paid_at")
  INCLUDE ("id", "total_cents", "refunded_cents", "business_provider_id", "referral_type", "participants") WHERE "paid_at" IS NOT NULL;
--> statement-breakpoint
-- An order's lines by its id, carrying what the dashboard sums: read without the lines' rows (wide:
-- participants). Same name and key as 0008's index, which it replaces.
DROP INDEX "order_lines_order_idx";
--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" ("order_id")
  INCLUDE ("product_type", "merchant_id", "quantity", "total_cents", "cancelled_at");
