-- 0016_waitlist: waiting lists of full slots (issue 14). Statements separated by --> statement-breakpoint
select 1;
