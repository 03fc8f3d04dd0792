-- A course's results (issue 30): what each child reached, recorded on a phone, sent at once or later (a key made
-- by the phone applies a retry once); the progress card e-mailed to the family is an order e-mail of its own kind.
CREATE TABLE "lesson_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"slot_id" integer NOT NULL REFERENCES "slots"("id") ON DELETE CASCADE,
	"order_line_id" integer NOT NULL REFERENCES "order_lines"("id") ON DELETE CASCADE,
	"participant" integer NOT NULL,
	"outcome" text NOT NULL,
	"level" text,
	"advised_level" text,
	"comment" text,
	"client_key" text NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_results_key_uq" UNIQUE("client_key"),
	CONSTRAINT "lesson_results_outcome_ck" CHECK ("outcome" in ('passed','not_yet','next_advised'))
);--> statement-breakpoint
CREATE INDEX "lesson_results_child_idx" ON "lesson_results" ("order_line_id","participant","recorded_at");--> statement-breakpoint
CREATE INDEX "lesson_results_slot_idx" ON "lesson_results" ("slot_id");--> statement-breakpoint
ALTER TABLE "order_emails" DROP CONSTRAINT "order_emails_kind_ck";--> statement-breakpoint
ALTER TABLE "order_emails" ADD CONSTRAINT "order_emails_kind_ck" CHECK ("kind" in ('confirmation','cancellation','closure','link','progress'));
