-- 0015_closures: weather and safety closures (issue 14). Statements separated by --> statement-breakpoint
select 1;
