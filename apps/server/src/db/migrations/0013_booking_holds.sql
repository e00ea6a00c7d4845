-- A pay-online booking is held (appointment Pending, payment 'pending' with its
-- idempotency key) until the charge completes it; an unfinished hold releases
-- itself at hold_expires_at (Cancelled, cancel_reason 'Payment not completed').
ALTER TABLE "appointments" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
CREATE INDEX "appointments_hold_expires_idx" ON "appointments" USING btree ("hold_expires_at") WHERE "appointments"."hold_expires_at" is not null;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotency_key_uq" ON "payments" USING btree ("idempotency_key") WHERE "payments"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "payments_pending_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" = 'pending';--> statement-breakpoint
-- The simulated payment gateway's own record of charges, one per idempotency
-- key: it stands for a remote gateway, which outlives any server instance.
CREATE TABLE "gateway_simulated_charges" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"provider_ref" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"currency" text NOT NULL,
	"reference" text NOT NULL,
	"calls" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
