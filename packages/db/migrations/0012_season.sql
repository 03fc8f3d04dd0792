-- 0012_season: the season's days and periods per site, and closing a slot (issue 14).
-- A site's season (first and last days, named periods with more places); until a row exists the
-- back office reads the site's configured season.
CREATE TABLE "seasons" (
  "site" text PRIMARY KEY NOT NULL REFERENCES "sites"("key") ON DELETE CASCADE ON UPDATE CASCADE,
  "starts_on" date NOT NULL,
  "ends_on" date NOT NULL,
  "periods" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
  CONSTRAINT "seasons_dates_ck" CHECK ("ends_on" >= "starts_on")
);
--> statement-breakpoint
-- A closed slot takes no new places (places service, availability); its participants stay.
ALTER TABLE "slots" ADD COLUMN "closed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "slots" ADD COLUMN "closed_reason" text;
--> statement-breakpoint
ALTER TABLE "slots" ADD COLUMN "closed_by" integer REFERENCES "users"("id") ON DELETE SET NULL;
