-- 0013_accounts: invitations and password-reset tokens (issue 14). Statements separated by --> statement-breakpoint
select 1;
