-- 0014_offers: promo codes, gift vouchers (issue 14). Statements separated by --> statement-breakpoint
select 1;
