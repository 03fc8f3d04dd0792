-- A customer may ask for a private lesson's instructor by name (issue 31, item 4): the wish goes with the cart line to
-- the order line, and the lesson is given to that instructor when paid if they are still free.
ALTER TABLE "cart_lines" ADD COLUMN "requested_instructor_id" integer REFERENCES "instructors"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "requested_instructor_id" integer REFERENCES "instructors"("id") ON DELETE SET NULL;--> statement-breakpoint
CREATE INDEX "cart_lines_requested_instructor_idx" ON "cart_lines" ("requested_instructor_id") WHERE "requested_instructor_id" IS NOT NULL;
