CREATE TABLE "sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"config" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sites_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL REFERENCES "sites"("id") ON DELETE CASCADE,
	"lang" text NOT NULL,
	"path" text NOT NULL,
	"group_key" text NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"sub_title" text,
	"short_title" text,
	"disabled" boolean DEFAULT false NOT NULL,
	"template" text DEFAULT 'content' NOT NULL,
	"seo" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"parent_id" integer,
	"menu_order" integer DEFAULT 0 NOT NULL,
	"published_version_id" integer,
	"draft_version_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "pages_site_lang_path_uq" ON "pages" ("site_id","lang","path");
--> statement-breakpoint
CREATE INDEX "pages_site_group_idx" ON "pages" ("site_id","group_key");
--> statement-breakpoint
CREATE TABLE "page_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL REFERENCES "pages"("id") ON DELETE CASCADE,
	"status" text NOT NULL,
	"zones" jsonb NOT NULL,
	"author" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "page_versions_page_idx" ON "page_versions" ("page_id","created_at");
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL REFERENCES "sites"("id") ON DELETE CASCADE,
	"lang" text NOT NULL,
	"menus" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "menus_site_lang_uq" ON "menus" ("site_id","lang");
