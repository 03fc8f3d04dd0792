-- A result's progress card sent to its family (issue 30): cards are sent again only for results recorded since.
ALTER TABLE "lesson_results" ADD COLUMN "sent_at" timestamp with time zone;
