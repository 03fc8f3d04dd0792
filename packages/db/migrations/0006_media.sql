-- Media library (issue 7): uploaded images and their responsive renditions. The renditions'
-- bytes live in the database (bytea) so that any number of stateless platform processes
-- sharing one PostgreSQL serve them (docs/decisions/009-media-storage.md); the original file
-- is not kept (its EXIF/GPS metadata never reaches storage).
CREATE TABLE "media" (
  "id" text PRIMARY KEY NOT NULL,
  "site_id" integer NOT NULL REFERENCES "sites"("id") ON DELETE CASCADE,
  "filename" text NOT NULL,
  "mime" text NOT NULL,
  "width" integer NOT NULL,
  "height" integer NOT NULL,
  "bytes" integer NOT NULL,
  "alt" text,
  "created_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "media_mime_ck" CHECK ("mime" in ('image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'))
);
--> statement-breakpoint
CREATE INDEX "media_site_created_idx" ON "media" ("site_id", "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE TABLE "media_renditions" (
  "media_id" text NOT NULL REFERENCES "media"("id") ON DELETE CASCADE,
  "width" integer NOT NULL,
  "format" text NOT NULL,
  "height" integer NOT NULL,
  "etag" text NOT NULL,
  "size" integer NOT NULL,
  "data" bytea NOT NULL,
  CONSTRAINT "media_renditions_pk" PRIMARY KEY ("media_id", "width", "format"),
  CONSTRAINT "media_renditions_format_ck" CHECK ("format" in ('webp', 'avif'))
);
