-- Who holds a cart line's places (issue 29, F5): a keyed hash of the visitor's network, so the places held
-- at once can be capped per visitor (booking/hold-caps.ts). Null for lines written before, or not by a visitor.
ALTER TABLE "cart_lines" ADD COLUMN "holder" text;--> statement-breakpoint
CREATE INDEX "cart_lines_holder_idx" ON "cart_lines" ("holder") WHERE "hold_expires_at" IS NOT NULL;
