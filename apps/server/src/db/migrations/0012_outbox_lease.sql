-- The outbox dispatcher claims rows with a lease instead of holding row locks
-- while it talks to the gateway: a short transaction sets lease_until and
-- leased_by, sending happens after commit, and a crashed instance's rows are
-- claimed again once the lease has passed. The row id is the message's
-- idempotency key; the development adapter keeps it and ignores a repeat.
ALTER TABLE "scheduled_messages" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scheduled_messages" ADD COLUMN "leased_by" text;--> statement-breakpoint
ALTER TABLE "dev_outbox" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "dev_outbox_key_uq" ON "dev_outbox" USING btree ("idempotency_key") WHERE "dev_outbox"."idempotency_key" is not null;
