-- Hours and earnings (issue 31): the school's share of what its instructors' lessons collected — a percentage (basis
-- points) and/or a fixed amount per hour taught — and the school's account the instructors are paid from (the SEPA
-- credit transfer's debtor), kept with the instructors' settings; each instructor's account to be paid to. Written by
-- the earnings module (apps/platform/src/modules/earnings). Statements separated by --> statement-breakpoint
ALTER TABLE "instructor_settings"
  ADD COLUMN "share_bp" integer NOT NULL DEFAULT 0,
  ADD COLUMN "share_cents_per_hour" integer NOT NULL DEFAULT 0,
  ADD COLUMN "payer_name" text,
  ADD COLUMN "payer_iban" text,
  ADD COLUMN "payer_bic" text,
  ADD CONSTRAINT "instructor_settings_share_ck" CHECK ("share_bp" BETWEEN 0 AND 10000 AND "share_cents_per_hour" >= 0);
--> statement-breakpoint
CREATE TABLE "instructor_bank_accounts" (
	"instructor_id" integer PRIMARY KEY NOT NULL REFERENCES "instructors"("id") ON DELETE CASCADE,
	"site" text NOT NULL REFERENCES "sites"("key") ON DELETE CASCADE ON UPDATE CASCADE,
	"holder" text NOT NULL,
	"iban" text NOT NULL,
	"bic" text,
	"updated_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "instructor_bank_accounts_site_idx" ON "instructor_bank_accounts" ("site");
