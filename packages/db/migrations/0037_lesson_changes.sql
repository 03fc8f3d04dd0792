-- An instructor is also told when their lesson is cancelled (a cancelled order, a closure) or moved to another time.
ALTER TABLE "instructor_notices" DROP CONSTRAINT "instructor_notices_kind_ck";--> statement-breakpoint
ALTER TABLE "instructor_notices" ADD CONSTRAINT "instructor_notices_kind_ck" CHECK ("kind" in ('assigned','unassigned','cancelled','changed'));
