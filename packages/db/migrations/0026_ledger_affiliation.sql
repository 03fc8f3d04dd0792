-- 0026_ledger_affiliation: each ledger entry carries its order's business provider (`hoteId`) and referral type, so
-- the affiliation report reads the ledger without joining the orders (decision 022: the reports group by what the
-- entries copy). An order's affiliation is set at checkout and never changes: the copy is made when the entry is
-- written, by the trigger below, whoever writes it (the ledger module, a migration, the benchmark's seed). The
-- entries written before get it here. Statements separated by --> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "business_provider_id" text, ADD COLUMN "referral_type" text;
--> statement-breakpoint
CREATE FUNCTION "ledger_entries_affiliation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT o."business_provider_id", o."referral_type" INTO NEW."business_provider_id", NEW."referral_type"
    FROM "orders" o WHERE o."id" = NEW."order_id";
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_affiliation" BEFORE INSERT ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION "ledger_entries_affiliation"();
--> statement-breakpoint
-- The copy for the entries already written: the one update the ledger ever takes, with its guard set aside.
ALTER TABLE "ledger_entries" DISABLE TRIGGER "ledger_entries_no_update";
--> statement-breakpoint
UPDATE "ledger_entries" e SET "business_provider_id" = o."business_provider_id", "referral_type" = o."referral_type"
  FROM "orders" o
 WHERE o."id" = e."order_id" AND (o."business_provider_id" IS NOT NULL OR o."referral_type" IS NOT NULL);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ENABLE TRIGGER "ledger_entries_no_update";
--> statement-breakpoint
-- The affiliation report reads a period of the entries of affiliated orders only (the others are the days' sums
-- less these): an index-only scan of a partial index.
CREATE INDEX "ledger_entries_affiliation_idx" ON "ledger_entries" ("site", "at")
  INCLUDE ("kind", "business_provider_id", "referral_type", "order_id", "amount_cents", "quantity")
  WHERE "business_provider_id" IS NOT NULL OR "referral_type" IS NOT NULL;
