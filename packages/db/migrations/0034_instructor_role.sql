-- Instructors log in (issue 31): the role `instructor` sees only their own lessons in the back office.
ALTER TABLE "user_sites" DROP CONSTRAINT "user_sites_role_ck";--> statement-breakpoint
ALTER TABLE "user_sites" ADD CONSTRAINT "user_sites_role_ck" CHECK ("role" in ('editor', 'staff', 'admin', 'instructor'));
