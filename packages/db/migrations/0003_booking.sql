-- Booking catalogue (merchants, products, dated slots with capacity) and carts with capacity holds.
CREATE TABLE "merchants" (
	"id" serial PRIMARY KEY NOT NULL,
	"resort" text NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "merchants_resort_key_uq" ON "merchants" ("resort", "key");
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"resort" text NOT NULL,
	"merchant_id" integer NOT NULL REFERENCES "merchants"("id") ON DELETE CASCADE,
	"key" text NOT NULL,
	"type" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"pricing" jsonb NOT NULL,
	"dated" boolean DEFAULT false NOT NULL,
	CONSTRAINT "products_type_ck" CHECK ("type" in ('ESF','ESF_CUSTOM','LIFT','SKI_RENTAL','HOT','STAY_TAX','STAND','TRANSFER','GENERIC_LINE','ASSU','FFS'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "products_resort_key_uq" ON "products" ("resort", "key");
--> statement-breakpoint
-- A dated occurrence of a product. held + sold never exceed capacity: holds are taken with one
-- conditional UPDATE, and this constraint is the last line of defence.
CREATE TABLE "slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"start_time" time,
	"end_time" time,
	"capacity" integer NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "slots_capacity_ck" CHECK ("held" >= 0 and "sold" >= 0 and "held" + "sold" <= "capacity")
);
--> statement-breakpoint
CREATE INDEX "slots_product_starts_idx" ON "slots" ("product_id", "starts_on");
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" text NOT NULL UNIQUE,
	"resort" text NOT NULL,
	"lang" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL REFERENCES "carts"("id") ON DELETE CASCADE,
	"product_id" integer NOT NULL REFERENCES "products"("id"),
	"slot_id" integer REFERENCES "slots"("id"),
	"start_date" date,
	"days" integer,
	"participants" jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "cart_lines_cart_idx" ON "cart_lines" ("cart_id");
--> statement-breakpoint
CREATE INDEX "cart_lines_hold_idx" ON "cart_lines" ("hold_expires_at") WHERE "hold_expires_at" is not null;
