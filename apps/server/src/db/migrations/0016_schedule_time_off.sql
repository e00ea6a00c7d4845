-- How many days ahead patients may book a doctor (the schedule editor; 30 unless changed).
ALTER TABLE "doctor_profiles" ADD COLUMN "booking_horizon_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "doctor_profiles" ADD CONSTRAINT "doctor_booking_horizon_days_ck" CHECK ("doctor_profiles"."booking_horizon_days" between 1 and 365);--> statement-breakpoint
ALTER TABLE "doctor_profiles" ADD CONSTRAINT "doctor_min_notice_minutes_ck" CHECK ("doctor_profiles"."min_notice_minutes" between 0 and 10080);--> statement-breakpoint
-- Time off: a day, a range of days or part of a day the doctor does not see
-- patients. Half-open [start_at, end_at); the slot math reads these with the
-- booked appointments, so their slots disappear everywhere at once.
CREATE TABLE "time_off" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doctor_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_off_order_ck" CHECK ("end_at" > "start_at")
);--> statement-breakpoint
CREATE INDEX "time_off_doctor_range_idx" ON "time_off" USING gist ("doctor_id", tstzrange("start_at", "end_at", '[)'));--> statement-breakpoint
-- Slots, search and the dashboard follow the doctor's calendar: time off announces itself there.
select clinic_feed_triggers('time_off',
  $q$select 'calendar:' || doctor_id from changed$q$,
  $q$select 'calendar:' || doctor_id from changed$q$);
