-- 0011_catalogue: products hidden/version, product_versions (issue 14). Statements separated by --> statement-breakpoint
-- Staff edit the catalogue while visitors book. A hidden product is no longer offered (carts and
-- orders that have it keep it). Every change makes a new version: "version" goes up by one in the
-- same UPDATE that changes the prices, so the widget's add can say which prices it was shown, and
-- "product_versions" keeps who changed what, when, before and after.
ALTER TABLE "products" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_version_ck" CHECK ("version" >= 1);
--> statement-breakpoint
CREATE TABLE "product_versions" (
  "id" serial PRIMARY KEY NOT NULL,
  "product_id" integer NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
  "version" integer NOT NULL,
  -- create | edit | hide | show | import
  "action" text NOT NULL,
  "user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "user_label" text NOT NULL,
  -- The product as it was (null on creation) and as it became: names, merchant, attributes, pricing, dated, hidden.
  "before" jsonb,
  "after" jsonb NOT NULL,
  "at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "product_versions_product_version_uq" UNIQUE ("product_id", "version")
);
