CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- French and English text search that folds accents: "telesiege" finds "télésièges".
CREATE TEXT SEARCH CONFIGURATION schuss_french (COPY = pg_catalog.french);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION schuss_french ALTER MAPPING FOR hword, hword_part, word WITH unaccent, french_stem;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION schuss_english (COPY = pg_catalog.english);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION schuss_english ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION schuss_simple (COPY = pg_catalog.simple);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION schuss_simple ALTER MAPPING FOR hword, hword_part, word WITH unaccent, simple;
--> statement-breakpoint
-- Plain text of a page's zones: editors' HTML without tags, and the texts of structured sections.
CREATE FUNCTION schuss_zone_text(zones jsonb) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT trim(regexp_replace(
    replace(replace(replace(replace(replace(regexp_replace(coalesce(string_agg(v #>> '{}', ' '), ''), '<[^>]*>', ' ', 'g'),
      '&nbsp;', ' '), '&amp;', '&'), '&lt;', '<'), '&gt;', '>'), '&#39;', ''''),
    '\s+', ' ', 'g'))
  FROM (
    SELECT jsonb_path_query(zones, 'lax $.**.html') AS v
    UNION ALL SELECT jsonb_path_query(zones, 'lax $.**.props.title')
    UNION ALL SELECT jsonb_path_query(zones, 'lax $.**.props.text')
    UNION ALL SELECT jsonb_path_query(zones, 'lax $.**.offers.title')
    UNION ALL SELECT jsonb_path_query(zones, 'lax $.**.offers.text')
    UNION ALL SELECT jsonb_path_query(zones, 'lax $.**.links.label')
    UNION ALL SELECT jsonb_path_query(zones, 'lax $.**.links.text')
  ) t
  WHERE jsonb_typeof(v) = 'string'
$$;
--> statement-breakpoint
-- One row per published page: the weighted text of the whole page (ranking of body matches, snippets).
CREATE TABLE "search_documents" (
	"page_id" integer PRIMARY KEY NOT NULL REFERENCES "pages"("id") ON DELETE CASCADE,
	"site_id" integer NOT NULL REFERENCES "sites"("id") ON DELETE CASCADE,
	"lang" text NOT NULL,
	"path" text NOT NULL,
	"disabled" boolean NOT NULL,
	"body" text NOT NULL,
	"tsv" tsvector NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_documents_tsv_idx" ON "search_documents" USING gin ("tsv");
--> statement-breakpoint
CREATE INDEX "search_documents_site_lang_idx" ON "search_documents" ("site_id", "lang");
--> statement-breakpoint
-- The titles alone, in narrow rows: title matches are found and ranked without reading bodies.
CREATE TABLE "search_titles" (
	"page_id" integer PRIMARY KEY NOT NULL REFERENCES "pages"("id") ON DELETE CASCADE,
	"site_id" integer NOT NULL REFERENCES "sites"("id") ON DELETE CASCADE,
	"lang" text NOT NULL,
	"path" text NOT NULL,
	"disabled" boolean NOT NULL,
	"tsv" tsvector NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_titles_tsv_idx" ON "search_titles" USING gin ("tsv");
--> statement-breakpoint
CREATE INDEX "search_titles_site_lang_idx" ON "search_titles" ("site_id", "lang");
