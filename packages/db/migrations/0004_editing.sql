-- In-place editing (issue 7): page meta (title, subtitle, short title, SEO, disabled) saved with a
-- draft version and applied to the page row on publish (a published version keeps a snapshot).
ALTER TABLE "page_versions" ADD COLUMN "meta" jsonb;
