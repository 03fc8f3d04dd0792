-- Instructors (issue 31): each school's instructors (what they may teach, languages, diplomas), their availability
-- by half-day, and the school's rules for their own changes. Assignment and earnings will refer to instructors.id.
CREATE TABLE "instructors" (
	"id" serial PRIMARY KEY NOT NULL,
	"site" text NOT NULL REFERENCES "sites"("key") ON DELETE CASCADE ON UPDATE CASCADE,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"phone" text,
	"photo_url" text,
	"disciplines" jsonb NOT NULL,
	"languages" jsonb NOT NULL,
	"diplomas" jsonb NOT NULL,
	"user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "instructors_site_idx" ON "instructors" ("site","last_name","first_name");--> statement-breakpoint
CREATE TABLE "instructor_availability" (
	"instructor_id" integer NOT NULL REFERENCES "instructors"("id") ON DELETE CASCADE,
	"day" date NOT NULL,
	"half" text NOT NULL,
	"status" text NOT NULL,
	"updated_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instructor_availability_pk" PRIMARY KEY("instructor_id","day","half"),
	CONSTRAINT "instructor_availability_half_ck" CHECK ("half" in ('am','pm')),
	CONSTRAINT "instructor_availability_status_ck" CHECK ("status" in ('available','unavailable','on_call','holiday','ill'))
);--> statement-breakpoint
CREATE INDEX "instructor_availability_day_idx" ON "instructor_availability" ("day");--> statement-breakpoint
CREATE TABLE "instructor_settings" (
	"site" text PRIMARY KEY NOT NULL REFERENCES "sites"("key") ON DELETE CASCADE ON UPDATE CASCADE,
	"availability_lock_days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
