-- Private-lesson requests (issue 31, item 4): on a day no instructor is free, a visitor asks the office. The office
-- accepts with an instructor and a slot (the lesson is held as a line of a cart of its own until `pay_by`, its payment
-- link's token hashed in `token_hash`), or declines. Paid, the order line is given to the chosen instructor.
CREATE TABLE "lesson_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"site" text NOT NULL REFERENCES "sites"("key") ON DELETE CASCADE ON UPDATE CASCADE,
	"product_id" integer NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
	"day" date NOT NULL,
	"window" text NOT NULL,
	"duration_minutes" integer,
	"participants" jsonb NOT NULL,
	"name" text,
	"email" text,
	"phone" text,
	"lang" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"answered_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"answer_message" text DEFAULT '' NOT NULL,
	"instructor_id" integer REFERENCES "instructors"("id") ON DELETE SET NULL,
	"slot_id" integer REFERENCES "slots"("id") ON DELETE SET NULL,
	"cart_id" integer REFERENCES "carts"("id") ON DELETE SET NULL,
	"cart_line_id" integer,
	"total_cents" integer,
	"pay_by" timestamp with time zone,
	"token_hash" text,
	"order_line_id" integer REFERENCES "order_lines"("id") ON DELETE SET NULL,
	CONSTRAINT "lesson_requests_status_ck" CHECK ("status" in ('open', 'accepted', 'paid', 'expired', 'declined')),
	CONSTRAINT "lesson_requests_window_ck" CHECK ("window" in ('morning', 'afternoon', 'any')),
	CONSTRAINT "lesson_requests_lang_ck" CHECK ("lang" in ('fr', 'en')),
	CONSTRAINT "lesson_requests_accepted_ck" CHECK ("status" <> 'accepted' or ("instructor_id" is not null and "slot_id" is not null and "pay_by" is not null))
);--> statement-breakpoint
CREATE INDEX "lesson_requests_site_idx" ON "lesson_requests" ("site", "status", "id");--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_requests_token_uq" ON "lesson_requests" ("token_hash");--> statement-breakpoint
CREATE INDEX "lesson_requests_line_idx" ON "lesson_requests" ("cart_line_id") WHERE "status" = 'accepted';
