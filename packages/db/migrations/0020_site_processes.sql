-- 0020_site_processes: the site processes the platform revalidates after a publish (issue 16).
-- Statements separated by --> statement-breakpoint
-- Each site process sends a heartbeat every ~10 s with the address the platform reaches it at
-- (apps/site/instrumentation.ts); a publish posts its cache tags to every process seen in the last
-- 30 s, so none keeps serving the old page. Rows of processes gone for long are deleted by the heartbeats.
CREATE TABLE "site_processes" (
  "url" text PRIMARY KEY NOT NULL,
  "first_seen" timestamp with time zone DEFAULT now() NOT NULL,
  "last_seen" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "site_processes_last_seen_idx" ON "site_processes" ("last_seen");
