ALTER TABLE "patients" ALTER COLUMN "owner_phone" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" ALTER COLUMN "phone" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "patients_email_idx" ON "patients" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "patients_email_only_uq" ON "patients" USING btree (lower("email")) WHERE "patients"."owner_phone" is null;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_contact_ck" CHECK ("patients"."owner_phone" is not null or "patients"."email" is not null);