-- The planning board (issue 31): which instructor teaches a group on a day, or a private lesson. One instructor per
-- lesson (the unique keys); the platform refuses an instructor in two places at once with the instructor's row locked.
CREATE TABLE "instructor_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"site" text NOT NULL REFERENCES "sites"("key") ON DELETE CASCADE ON UPDATE CASCADE,
	"instructor_id" integer NOT NULL REFERENCES "instructors"("id") ON DELETE CASCADE,
	"day" date NOT NULL,
	"starts_at" time NOT NULL,
	"ends_at" time NOT NULL,
	"group_id" integer REFERENCES "lesson_groups"("id") ON DELETE CASCADE,
	"order_line_id" integer REFERENCES "order_lines"("id") ON DELETE CASCADE,
	"assigned_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instructor_assignments_one_lesson_ck" CHECK (("group_id" IS NULL) <> ("order_line_id" IS NULL)),
	CONSTRAINT "instructor_assignments_times_ck" CHECK ("ends_at" > "starts_at"),
	CONSTRAINT "instructor_assignments_group_uq" UNIQUE ("group_id", "day"),
	CONSTRAINT "instructor_assignments_line_uq" UNIQUE ("order_line_id", "day")
);--> statement-breakpoint
CREATE INDEX "instructor_assignments_instructor_idx" ON "instructor_assignments" ("instructor_id", "day");--> statement-breakpoint
CREATE INDEX "instructor_assignments_site_day_idx" ON "instructor_assignments" ("site", "day");
