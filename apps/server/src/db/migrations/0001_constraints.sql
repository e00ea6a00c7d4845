-- Hand-written: what Drizzle's schema cannot express.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;--> statement-breakpoint
-- No two active appointments of one doctor may overlap in time. Cancelled and
-- rejected ones give their time back. The database decides, atomically: two
-- concurrent bookings of one slot cannot both commit.
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_overlap"
  EXCLUDE USING gist (
    "doctor_id" WITH =,
    tstzrange("start_at", "end_at", '[)') WITH &&
  ) WHERE ("status" NOT IN ('Cancelled', 'Rejected'));--> statement-breakpoint
-- Prefix and typo-tolerant lookups for autocomplete.
CREATE INDEX "cities_name_trgm_idx" ON "cities" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "localities_name_trgm_idx" ON "localities" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "specializations_name_trgm_idx" ON "specializations" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clinics_city_lower_idx" ON "clinics" (lower("city"));
