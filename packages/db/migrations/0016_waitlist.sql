-- 0016_waitlist: waiting lists of full slots (issue 14). Statements separated by --> statement-breakpoint
-- An entry is a visitor's e-mail (lower case) waiting for `places` places on a slot, in line by id. When places
-- free, the first entries whose places fit are `offered`: the places are held for them (counted in the slot's
-- `held`) until `offer_expires_at`, and an e-mailed link (`offer_token_hash`, set when the e-mail is sent) turns
-- them into a cart line (`taken`). An offer that runs out is `expired` and its places go to the next in line.
-- `leave_token_hash` is the link of the confirmation e-mail, to leave the list. Only SHA-256 hashes of tokens are
-- kept. Once the slot has started, the e-mail and tokens are cleared (`ended` for those still waiting).
CREATE TABLE "waitlist_entries" (
  "id" serial PRIMARY KEY NOT NULL,
  "slot_id" integer NOT NULL REFERENCES "slots"("id") ON DELETE CASCADE,
  "email" text,
  "participants" integer NOT NULL,
  "places" integer NOT NULL,
  "lang" text NOT NULL,
  "status" text DEFAULT 'waiting' NOT NULL,
  "leave_token_hash" text,
  "offer_token_hash" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "offered_at" timestamp with time zone,
  "offer_expires_at" timestamp with time zone,
  "mailed_at" timestamp with time zone,
  "mail_error" text,
  "ended_at" timestamp with time zone,
  -- The cart line the held places became (no foreign key: a line whose hold runs out is deleted).
  "cart_line_id" integer,
  CONSTRAINT "waitlist_entries_status_ck" CHECK ("status" IN ('waiting', 'offered', 'taken', 'expired', 'left', 'ended')),
  CONSTRAINT "waitlist_entries_places_ck" CHECK ("participants" BETWEEN 1 AND 20 AND "places" BETWEEN 1 AND "participants"),
  CONSTRAINT "waitlist_entries_lang_ck" CHECK ("lang" IN ('fr', 'en')),
  CONSTRAINT "waitlist_entries_offer_ck" CHECK ("status" <> 'offered' OR "offer_expires_at" IS NOT NULL)
);
--> statement-breakpoint
-- The same e-mail is on a slot's list once while it waits or has an offer.
CREATE UNIQUE INDEX "waitlist_entries_live_uq" ON "waitlist_entries" ("slot_id", "email") WHERE "status" IN ('waiting', 'offered');
--> statement-breakpoint
-- The line of a slot (read each time places free on it).
CREATE INDEX "waitlist_entries_line_idx" ON "waitlist_entries" ("slot_id", "id") WHERE "status" = 'waiting';
--> statement-breakpoint
-- Offers running out (swept with expired holds) and offers whose e-mail is still to be sent.
CREATE INDEX "waitlist_entries_offers_idx" ON "waitlist_entries" ("offer_expires_at") WHERE "status" = 'offered';
--> statement-breakpoint
CREATE INDEX "waitlist_entries_unmailed_idx" ON "waitlist_entries" ("id") WHERE "status" = 'offered' AND "mailed_at" IS NULL;
--> statement-breakpoint
-- A slot's list for staff, and the entries still to anonymise.
CREATE INDEX "waitlist_entries_slot_idx" ON "waitlist_entries" ("slot_id", "id");
--> statement-breakpoint
CREATE INDEX "waitlist_entries_named_idx" ON "waitlist_entries" ("slot_id") WHERE "email" IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_leave_token_uq" ON "waitlist_entries" ("leave_token_hash");
--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_offer_token_uq" ON "waitlist_entries" ("offer_token_hash");
