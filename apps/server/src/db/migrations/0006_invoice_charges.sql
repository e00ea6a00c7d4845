ALTER TABLE "doctor_profiles" ADD COLUMN "gst_percent" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "tax_percent" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "paid_at_clinic_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "doctor_profiles" ADD CONSTRAINT "doctor_gst_percent_ck" CHECK ("doctor_profiles"."gst_percent" between 0 and 100);--> statement-breakpoint
-- Invoices made before this were settled in full when saved: what the online advance did not cover was paid at the clinic.
UPDATE "invoices" i SET "paid_at_clinic_paise" = greatest(i."amount_paise" - coalesce((select sum(p."amount_paise") from "payments" p where p."appointment_id" = i."appointment_id" and p."status" in ('succeeded', 'refunded')), 0), 0);
