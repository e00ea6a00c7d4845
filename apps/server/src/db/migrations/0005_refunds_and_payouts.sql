ALTER TABLE "scheduled_messages" ALTER COLUMN "channel" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "scheduled_messages" ALTER COLUMN "to" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "scheduled_messages" ALTER COLUMN "text" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "doctor_profiles" ADD COLUMN "account_holder_name" text;--> statement-breakpoint
ALTER TABLE "doctor_profiles" ADD COLUMN "account_number" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_ref" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scheduled_messages" ADD COLUMN "kind" text DEFAULT 'message' NOT NULL;--> statement-breakpoint
ALTER TABLE "scheduled_messages" ADD COLUMN "payment_id" uuid;--> statement-breakpoint
ALTER TABLE "scheduled_messages" ADD CONSTRAINT "scheduled_messages_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_messages_refund_uq" ON "scheduled_messages" USING btree ("payment_id") WHERE "scheduled_messages"."kind" = 'refund';--> statement-breakpoint
ALTER TABLE "scheduled_messages" ADD CONSTRAINT "scheduled_messages_kind_ck" CHECK (("scheduled_messages"."kind" = 'message' and "scheduled_messages"."channel" is not null and "scheduled_messages"."to" is not null and "scheduled_messages"."text" is not null)
        or ("scheduled_messages"."kind" = 'refund' and "scheduled_messages"."payment_id" is not null));