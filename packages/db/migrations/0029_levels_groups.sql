-- Levels and groups (issue 30): each school's ladders per discipline (catalogue), the groups a course (a slot) is
-- taught in, each child's group day by day, and the moves during the course (groups).
CREATE TABLE "levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"site" text NOT NULL REFERENCES "sites"("key") ON DELETE CASCADE ON UPDATE CASCADE,
	"discipline" text NOT NULL,
	"key" text NOT NULL,
	"position" integer NOT NULL,
	"name" jsonb NOT NULL,
	"age_min" integer,
	"age_max" integer,
	"can_do" jsonb NOT NULL,
	"medal" jsonb,
	CONSTRAINT "levels_site_discipline_key_uq" UNIQUE("site","discipline","key")
);--> statement-breakpoint
CREATE TABLE "lesson_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"slot_id" integer NOT NULL REFERENCES "slots"("id") ON DELETE CASCADE,
	"name" text NOT NULL,
	"level" text,
	"size" integer NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "lesson_groups_slot_idx" ON "lesson_groups" ("slot_id");--> statement-breakpoint
-- A child is in exactly one group per day: the key is the child (an order line's participant) and the day.
CREATE TABLE "group_members" (
	"order_line_id" integer NOT NULL REFERENCES "order_lines"("id") ON DELETE CASCADE,
	"participant" integer NOT NULL,
	"day" date NOT NULL,
	"group_id" integer NOT NULL REFERENCES "lesson_groups"("id") ON DELETE CASCADE,
	CONSTRAINT "group_members_pk" PRIMARY KEY("order_line_id","participant","day")
);--> statement-breakpoint
CREATE INDEX "group_members_group_idx" ON "group_members" ("group_id");--> statement-breakpoint
CREATE TABLE "group_moves" (
	"id" serial PRIMARY KEY NOT NULL,
	"slot_id" integer NOT NULL REFERENCES "slots"("id") ON DELETE CASCADE,
	"order_line_id" integer NOT NULL REFERENCES "order_lines"("id") ON DELETE CASCADE,
	"participant" integer NOT NULL,
	"from_group" integer REFERENCES "lesson_groups"("id") ON DELETE SET NULL,
	"to_group" integer NOT NULL REFERENCES "lesson_groups"("id") ON DELETE CASCADE,
	"from_day" date NOT NULL,
	"user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "group_moves_slot_idx" ON "group_moves" ("slot_id","at");
