-- A school's invitation to someone who already has an account elsewhere (issue 29, F6): each school
-- has its own live link per account, so that one school's invitation or reset does not end another's;
-- the membership works only once its invitation is accepted. `invited_name` is the name the inviting
-- admin typed, which that school's list shows until then (nothing of the existing account is shown).
DROP INDEX IF EXISTS "account_links_live_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "account_links_live_uq" ON "account_links" ("user_id", "site_id") WHERE "used_at" IS NULL;--> statement-breakpoint
ALTER TABLE "account_links" ADD COLUMN "invited_name" text;
