-- 0022_released_lines: a cart line whose hold ran out stays in its cart (issue 17).
-- Statements separated by --> statement-breakpoint
-- The sweep used to delete such a line with its places: the visitor came back to an empty cart, the
-- participants typed lost. Now the sweep gives the places back to the slot and marks the line
-- `released_at`; the line keeps its participants and price, holds nothing (`hold_expires_at` null), is
-- neither shown in the amount to pay nor charged, and is held again on the visitor's next action if
-- the slot still has room (booking/cart.ts `renewHolds`, checkout).
ALTER TABLE "cart_lines" ADD COLUMN "released_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "cart_lines_released_idx" ON "cart_lines" ("cart_id") WHERE "released_at" IS NOT NULL;
