DROP INDEX "invoices_no_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_doctor_no_uq" ON "invoices" USING btree ("doctor_id","invoice_no");