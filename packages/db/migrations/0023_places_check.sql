-- 0023_places_check: the places of a slot can be checked against what accounts for them.
-- Statements separated by --> statement-breakpoint
-- A slot's `held` and `sold` are counters kept by the places module (apps/platform/src/modules/places). They
-- must always equal what they count: `held` = the quantities of the cart lines holding places on the slot
-- (`hold_expires_at` set) + the places held for its waiting list's offers; `sold` = the quantities of its
-- order lines whose places were sold and not given back. `places_drift` lists every slot where they differ
-- (none, normally); the checks of the tests, the `places.check` job and `npm run places:check` read it.
--
-- `order_lines.sold_at`: when the line's places were sold (its order paid). Null for a line not paid yet,
-- for an undated line, and for a line paid while its slot was full (never sold: staff are told on the
-- order): cancelling such a line gives back no place, since it never took one.
ALTER TABLE "order_lines" ADD COLUMN "sold_at" timestamp with time zone;
--> statement-breakpoint
-- Lines of orders already paid: sold when paid, except those fulfilment noted as paid on a full slot.
UPDATE "order_lines" ol SET "sold_at" = o."paid_at"
  FROM "orders" o
 WHERE o."id" = ol."order_id" AND ol."slot_id" IS NOT NULL AND o."paid_at" IS NOT NULL
   AND position('(slot ' || ol."slot_id" || ')' in coalesce(o."fulfilment_note", '')) = 0;
--> statement-breakpoint
CREATE VIEW "places_drift" AS
SELECT s."id" AS "slot_id", s."product_id", s."capacity",
       s."held", coalesce(h."places", 0) + coalesce(w."places", 0) AS "held_expected",
       s."sold", coalesce(o."places", 0) AS "sold_expected"
  FROM "slots" s
  LEFT JOIN (SELECT "slot_id", sum("quantity")::int AS "places" FROM "cart_lines"
              WHERE "slot_id" IS NOT NULL AND "hold_expires_at" IS NOT NULL GROUP BY "slot_id") h ON h."slot_id" = s."id"
  LEFT JOIN (SELECT "slot_id", sum("places")::int AS "places" FROM "waitlist_entries"
              WHERE "status" = 'offered' GROUP BY "slot_id") w ON w."slot_id" = s."id"
  LEFT JOIN (SELECT "slot_id", sum("quantity")::int AS "places" FROM "order_lines"
              WHERE "slot_id" IS NOT NULL AND "sold_at" IS NOT NULL AND "cancelled_at" IS NULL GROUP BY "slot_id") o ON o."slot_id" = s."id"
 WHERE s."held" <> coalesce(h."places", 0) + coalesce(w."places", 0)
    OR s."sold" <> coalesce(o."places", 0);
--> statement-breakpoint
-- The job that reads it every ten minutes (apps/platform/src/modules/jobs): its queue (where the job queue is
-- installed; a database migrated while 0019 was a placeholder gets every queue when the platform installs it).
DO $$ BEGIN
  IF EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = 'pgboss') THEN
    PERFORM pgboss.create_queue('places.check', '{"policy":"standard"}');
  END IF;
END $$;
--> statement-breakpoint
-- The school's activity log reads its audit entries newest first, page by page (`id < before`).
CREATE INDEX "audit_log_site_id_idx" ON "audit_log" ("site", "id");
