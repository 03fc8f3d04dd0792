-- What an instructor is told (issue 31): a lesson given to them or taken back, e-mailed and shown on their phone.
CREATE TABLE "instructor_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"site" text NOT NULL REFERENCES "sites"("key") ON DELETE CASCADE ON UPDATE CASCADE,
	"instructor_id" integer NOT NULL REFERENCES "instructors"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"lesson" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instructor_notices_kind_ck" CHECK ("kind" in ('assigned','unassigned'))
);--> statement-breakpoint
CREATE INDEX "instructor_notices_instructor_idx" ON "instructor_notices" ("instructor_id", "created_at");
