-- The waitlist (docs/decisions/029-waitlist.md). A patient with a verified phone
-- waits for a doctor's local day; when a slot of that day frees, the first one
-- waiting is offered it: an offer holds the slot for them for 15 minutes.
CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	-- The order of joining (first come, first offered), whatever the clocks say.
	"seq" bigserial NOT NULL,
	"doctor_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"day" date NOT NULL,
	"day_start" timestamp with time zone NOT NULL,
	"day_end" timestamp with time zone NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"token_hash" text NOT NULL,
	-- Where the patient joined from: the links in their messages point there.
	"link_origin" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_status_ck" CHECK ("status" in ('waiting', 'offered', 'booked', 'left', 'missed')),
	CONSTRAINT "waitlist_entries_day_ck" CHECK ("day_end" > "day_start")
);--> statement-breakpoint
-- One place in a doctor's day per phone while it waits or holds an offer.
CREATE UNIQUE INDEX "waitlist_entries_active_uq" ON "waitlist_entries" USING btree ("doctor_id", "day", "mobile") WHERE "status" in ('waiting', 'offered');--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_token_uq" ON "waitlist_entries" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "waitlist_entries_queue_idx" ON "waitlist_entries" USING btree ("doctor_id", "day_start", "seq") WHERE "status" = 'waiting';--> statement-breakpoint
-- An offer holds [start_at, end_at) of the doctor for the entry's phone while
-- open. Never two open offers on one time of a doctor, never two open offers
-- to one entry: the database settles any race between instances.
CREATE TABLE "waitlist_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL REFERENCES "waitlist_entries"("id") ON DELETE cascade,
	"doctor_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"token_hash" text NOT NULL,
	"appointment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_offers_status_ck" CHECK ("status" in ('open', 'booked', 'expired', 'left')),
	CONSTRAINT "waitlist_offers_order_ck" CHECK ("end_at" > "start_at"),
	CONSTRAINT "waitlist_offers_no_overlap" EXCLUDE USING gist ("doctor_id" WITH =, tstzrange("start_at", "end_at", '[)') WITH &&) WHERE ("status" = 'open')
);--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_offers_entry_open_uq" ON "waitlist_offers" USING btree ("entry_id") WHERE "status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_offers_token_uq" ON "waitlist_offers" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "waitlist_offers_due_idx" ON "waitlist_offers" USING btree ("hold_expires_at") WHERE "status" = 'open';--> statement-breakpoint
-- Slots freed on a day somebody waits for, to be offered by the 'waitlist' job.
CREATE TABLE "waitlist_freed" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"doctor_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- The outbox takes a 'waitlist' job: no payload, it offers what waitlist_freed holds.
ALTER TABLE "scheduled_messages" DROP CONSTRAINT "scheduled_messages_kind_ck";--> statement-breakpoint
ALTER TABLE "scheduled_messages" ADD CONSTRAINT "scheduled_messages_kind_ck" CHECK (("scheduled_messages"."kind" = 'message' and "scheduled_messages"."channel" is not null and "scheduled_messages"."to" is not null and "scheduled_messages"."text" is not null)
        or ("scheduled_messages"."kind" = 'refund' and "scheduled_messages"."payment_id" is not null)
        or "scheduled_messages"."kind" = 'waitlist');--> statement-breakpoint
-- Every path that frees an active appointment's time (doctor reject or cancel,
-- patient cancel, move, expiry, unpaid hold released, delete) passes here, in
-- its own transaction: if somebody waits for that day, the time is noted and a
-- 'waitlist' job is due at once (epoch: due whatever the caller's clock says).
create or replace function waitlist_note_freed() returns trigger
language plpgsql as $$
begin
  if old.status in ('Cancelled', 'Rejected') then return null; end if;
  if tg_op = 'UPDATE' and new.status not in ('Cancelled', 'Rejected')
     and new.start_at = old.start_at and new.end_at = old.end_at and new.doctor_id = old.doctor_id then
    return null;
  end if;
  if exists (select 1 from waitlist_entries e
              where e.doctor_id = old.doctor_id and e.status = 'waiting'
                and e.day_start <= old.start_at and old.start_at < e.day_end) then
    insert into waitlist_freed (doctor_id, start_at, end_at) values (old.doctor_id, old.start_at, old.end_at);
    insert into scheduled_messages (kind, due_at) values ('waitlist', timestamptz 'epoch');
  end if;
  return null;
end;
$$;--> statement-breakpoint
CREATE TRIGGER "appointments_waitlist_freed" AFTER UPDATE OF "status", "start_at", "end_at", "doctor_id" OR DELETE ON "appointments" FOR EACH ROW EXECUTE FUNCTION waitlist_note_freed();--> statement-breakpoint
-- A held time is the offered phone's: an appointment on it by anyone else fails
-- like an overlapping appointment (23P01, answered 409), on every path; the
-- offered phone's own booking takes the offer (booked).
create or replace function waitlist_guard_hold() returns trigger
language plpgsql as $$
declare
  o record;
begin
  if new.status in ('Cancelled', 'Rejected') then return null; end if;
  if tg_op = 'UPDATE' and old.status not in ('Cancelled', 'Rejected')
     and new.start_at = old.start_at and new.end_at = old.end_at and new.doctor_id = old.doctor_id then
    return null;
  end if;
  for o in select w.id, w.entry_id, e.mobile from waitlist_offers w
             join waitlist_entries e on e.id = w.entry_id
            where w.doctor_id = new.doctor_id and w.status = 'open'
              and tstzrange(w.start_at, w.end_at, '[)') && tstzrange(new.start_at, new.end_at, '[)')
  loop
    if not exists (select 1 from patients p where p.id = new.patient_id and p.owner_phone = o.mobile) then
      raise exception 'the time is held for a waitlisted patient' using errcode = '23P01';
    end if;
    update waitlist_offers set status = 'booked', appointment_id = new.id where id = o.id;
    update waitlist_entries set status = 'booked', updated_at = now() where id = o.entry_id;
  end loop;
  return null;
end;
$$;--> statement-breakpoint
CREATE TRIGGER "appointments_waitlist_hold" AFTER INSERT OR UPDATE OF "status", "start_at", "end_at", "doctor_id" ON "appointments" FOR EACH ROW EXECUTE FUNCTION waitlist_guard_hold();--> statement-breakpoint
-- An open offer hides its time from the slots, search and the dashboard.
select clinic_feed_triggers('waitlist_offers',
  $q$select 'calendar:' || doctor_id from changed$q$,
  $q$select 'calendar:' || doctor_id from changed$q$);
