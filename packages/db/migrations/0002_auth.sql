-- Editors' accounts and sessions (issue 7): argon2id hashes, a role per site, hashed opaque tokens.
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disabled_at" timestamp with time zone,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_email_lower_ck" CHECK ("email" = lower("email"))
);
--> statement-breakpoint
CREATE TABLE "user_sites" (
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"site_id" integer NOT NULL REFERENCES "sites"("id") ON DELETE CASCADE,
	"role" text NOT NULL,
	CONSTRAINT "user_sites_role_ck" CHECK ("role" in ('editor', 'staff', 'admin'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "user_sites_user_site_uq" ON "user_sites" ("user_id","site_id");
--> statement-breakpoint
CREATE INDEX "user_sites_site_idx" ON "user_sites" ("site_id");
--> statement-breakpoint
CREATE TABLE "auth_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"site_id" integer NOT NULL REFERENCES "sites"("id") ON DELETE CASCADE,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "auth_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE INDEX "auth_sessions_user_idx" ON "auth_sessions" ("user_id");
--> statement-breakpoint
-- Failed logins (rate limiting per IP and per account, shared by every process).
CREATE TABLE "login_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "login_attempts_key_at_idx" ON "login_attempts" ("key","at");
