-- The language a patient booked in (issue 14): every SMS and email to them about
-- that booking (confirmation, reminder, status changes, refund, expiry, review
-- link) is written in it. A waitlist entry keeps the language it was joined in,
-- for its join and offer SMS. Earlier rows were all English.
ALTER TABLE "appointments" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_language_ck" CHECK ("language" in ('en', 'hi'));--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_language_ck" CHECK ("language" in ('en', 'hi'));
