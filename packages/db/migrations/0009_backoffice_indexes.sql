-- The back office at 100 000 orders (bench/backoffice.ts, docs/performance.md "Back office (issue 13)").
-- A phone number is searched by its last 9 digits (`06 12 34 56 78` finds `+33 6 12 34 56 78`): without
-- this index that search reads every order of the site.
CREATE INDEX "orders_site_phone_tail_idx" ON "orders" ("site", right("search_phone", 9));
--> statement-breakpoint
-- The orders list sorted by total walks this index and stops at its page, instead of sorting every match.
CREATE INDEX "orders_site_total_idx" ON "orders" ("site", "total_cents", "id");
--> statement-breakpoint
-- The reports and the dashboard read paid orders by day: the index carries what they sum and group by,
-- so they never read the orders' rows (wide: contact, items, snapshot). Same key and predicate as
-- 0008's index, which it replaces.
DROP INDEX "orders_site_paid_idx";
--> statement-breakpoint
CREATE INDEX "orders_site_paid_idx" ON "orders" ("site", "paid_at")
  INCLUDE ("id", "total_cents", "refunded_cents", "business_provider_id", "referral_type") WHERE "paid_at" IS NOT NULL;
