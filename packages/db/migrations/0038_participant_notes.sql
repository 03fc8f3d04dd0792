-- What the instructor should know about a participant (issue 31, item 5: allergies, health), written by the parents on
-- their booking page. Health data: a table of its own, keyed by the order line and the participant's position, so it
-- never travels with the participants' jsonb (cart, order items, snapshots, invoices, exports, e-mails).
CREATE TABLE "participant_notes" (
	"order_line_id" integer NOT NULL REFERENCES "order_lines"("id") ON DELETE CASCADE,
	"participant" integer NOT NULL,
	"note" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "participant_notes_pk" PRIMARY KEY("order_line_id","participant"),
	CONSTRAINT "participant_notes_length_ck" CHECK (char_length("note") between 1 and 500)
);
