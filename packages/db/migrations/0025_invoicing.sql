-- 0025_invoicing: invoices and credit notes. A school's settings (who issues, numbering prefix, VAT per product
-- type); one unbroken sequence per school, kind and year, taken under a row lock in the transaction that issues
-- (a rolled-back issue gives its number back: no gap); each document stored as issued, never changed. Owned by
-- the invoicing module (apps/platform/src/modules/invoicing). Statements separated by --> statement-breakpoint
CREATE TABLE "invoicing_settings" (
  "site" text PRIMARY KEY,
  "enabled" boolean NOT NULL DEFAULT false,
  "legal_name" text NOT NULL DEFAULT '',
  "address" text NOT NULL DEFAULT '',
  "siren" text NOT NULL DEFAULT '',
  "siret" text NOT NULL DEFAULT '',
  "vat_number" text NOT NULL DEFAULT '',
  "number_prefix" text NOT NULL DEFAULT 'F',
  "legal_mentions" text NOT NULL DEFAULT '',
  "attach_to_confirmation" boolean NOT NULL DEFAULT false,
  "vat" jsonb NOT NULL DEFAULT '{}'::jsonb,
  "updated_at" timestamp with time zone,
  "updated_by" text
);
--> statement-breakpoint
CREATE TABLE "invoice_sequences" (
  "site" text NOT NULL,
  "kind" text NOT NULL,
  "year" integer NOT NULL,
  "last" integer NOT NULL,
  PRIMARY KEY ("site", "kind", "year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
  "id" serial PRIMARY KEY,
  "site" text NOT NULL,
  "kind" text NOT NULL,
  "number" text NOT NULL,
  "year" integer NOT NULL,
  "seq" integer NOT NULL,
  "order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
  -- What issued it: `sale` (the order paid), `refund:<ledger entry id>` (a credit note), `reversal:<ledger entry id>`.
  "cause" text NOT NULL,
  "refers_to" integer REFERENCES "invoices"("id") ON DELETE CASCADE,
  "issued_at" timestamp with time zone NOT NULL DEFAULT now(),
  "total_cents" integer NOT NULL,
  "document" jsonb NOT NULL,
  CONSTRAINT "invoices_kind_ck" CHECK ("kind" IN ('invoice', 'credit_note')),
  CONSTRAINT "invoices_number_uq" UNIQUE ("site", "number"),
  CONSTRAINT "invoices_seq_uq" UNIQUE ("site", "kind", "year", "seq"),
  CONSTRAINT "invoices_cause_uq" UNIQUE ("order_id", "cause")
);
--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" ("order_id");
--> statement-breakpoint
CREATE FUNCTION "invoices_unchanged"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'an issued invoice is never changed: issue a credit note instead';
END $$;
--> statement-breakpoint
CREATE TRIGGER "invoices_no_update" BEFORE UPDATE ON "invoices" FOR EACH ROW EXECUTE FUNCTION "invoices_unchanged"();
--> statement-breakpoint
-- Numbers that break a sequence: per school, kind and year, the numbers issued must be 1..last with none missing.
CREATE VIEW "invoice_gaps" AS
  SELECT s."site", s."kind", s."year", s."last", count(i."id")::int AS "issued", coalesce(max(i."seq"), 0) AS "highest"
    FROM "invoice_sequences" s LEFT JOIN "invoices" i ON i."site" = s."site" AND i."kind" = s."kind" AND i."year" = s."year"
   GROUP BY s."site", s."kind", s."year", s."last"
  HAVING count(i."id") <> s."last" OR coalesce(max(i."seq"), 0) <> s."last";
