-- 0013_accounts: the back office's accounts area (issue 14). An admin disables an account on one site (its
-- other schools keep it), the list shows each account's last login there, and the e-mailed links that let an
-- account holder set a password (an invitation, a password reset) get their table: only the SHA-256 of a
-- link's token is stored, each link works once and until it expires, and an account has at most one live
-- link (sending another replaces it).
ALTER TABLE "user_sites" ADD COLUMN "disabled_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "user_sites" ADD COLUMN "last_login_at" timestamp with time zone;
--> statement-breakpoint
-- The last logins known so far: the sessions opened before this migration.
UPDATE "user_sites" us SET "last_login_at" = s."at"
  FROM (SELECT "user_id", "site_id", max("created_at") AS "at" FROM "auth_sessions" GROUP BY "user_id", "site_id") s
 WHERE s."user_id" = us."user_id" AND s."site_id" = us."site_id";
--> statement-breakpoint
CREATE TABLE "account_links" (
  "id" serial PRIMARY KEY NOT NULL,
  "token_hash" text NOT NULL,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  -- The school whose admin sent it (its name in the e-mail, where the account logs in after).
  "site_id" integer NOT NULL REFERENCES "sites"("id") ON DELETE CASCADE,
  "kind" text NOT NULL,
  "created_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "used_at" timestamp with time zone,
  CONSTRAINT "account_links_token_hash_uq" UNIQUE ("token_hash"),
  CONSTRAINT "account_links_kind_ck" CHECK ("kind" in ('invitation', 'reset'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "account_links_live_uq" ON "account_links" ("user_id") WHERE "used_at" IS NULL;
