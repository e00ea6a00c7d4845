-- The change feed: every committed change to what a cached read depends on is
-- announced on the channel `clinic_changes`, by the database itself, so no
-- writer can forget it and no rolled-back change is announced. Each trigger
-- runs once per statement and sends the distinct keys its rows touch:
--   doctor:<id>    who the doctor is: account, profile, clinic, hours, specialities
--   calendar:<id>  the doctor's appointments (slots, search, dashboard, lists)
--   billing:<id>   the doctor's invoices (dashboard figures)
--   inbox:<id>     a user's notifications (dashboard counter)
--   announcements  the portal's announcements
--   *              everything (a change too wide to name key by key)
-- Keys are comma-separated, at most 100 a notification; past 1,000 keys in one
-- statement (a bulk load) a single `*` is sent instead.
create or replace function clinic_notify_changes() returns trigger
language plpgsql as $$
declare
  keys text[];
  n int;
  i int := 1;
begin
  execute 'select array_agg(distinct k) from (' || TG_ARGV[0] || ') s(k) where k is not null'
    into keys;
  n := coalesce(array_length(keys, 1), 0);
  if n = 0 then
    return null;
  end if;
  if n > 1000 then
    perform pg_notify('clinic_changes', '*');
    return null;
  end if;
  while i <= n loop
    perform pg_notify('clinic_changes', array_to_string(keys[i:i + 99], ','));
    i := i + 100;
  end loop;
  return null;
end;
$$;
--> statement-breakpoint
create or replace function clinic_feed_triggers(tbl text, new_rows text, old_rows text) returns void
language plpgsql as $$
begin
  execute format('drop trigger if exists %I on %I', tbl || '_feed_ins', tbl);
  execute format('drop trigger if exists %I on %I', tbl || '_feed_upd', tbl);
  execute format('drop trigger if exists %I on %I', tbl || '_feed_del', tbl);
  execute format(
    'create trigger %I after insert on %I referencing new table as changed for each statement execute function clinic_notify_changes(%L)',
    tbl || '_feed_ins', tbl, new_rows);
  execute format(
    'create trigger %I after update on %I referencing new table as changed for each statement execute function clinic_notify_changes(%L)',
    tbl || '_feed_upd', tbl, new_rows);
  execute format(
    'create trigger %I after delete on %I referencing old table as changed for each statement execute function clinic_notify_changes(%L)',
    tbl || '_feed_del', tbl, old_rows);
end;
$$;
--> statement-breakpoint
select clinic_feed_triggers('users',
  $q$select 'doctor:' || id from changed where role = 'doctor'$q$,
  $q$select 'doctor:' || id from changed where role = 'doctor'$q$);
--> statement-breakpoint
select clinic_feed_triggers('doctor_profiles',
  $q$select 'doctor:' || user_id from changed$q$,
  $q$select 'doctor:' || user_id from changed$q$);
--> statement-breakpoint
select clinic_feed_triggers('clinics',
  $q$select 'doctor:' || doctor_id from changed$q$,
  $q$select 'doctor:' || doctor_id from changed$q$);
--> statement-breakpoint
select clinic_feed_triggers('clinic_timings',
  $q$select 'doctor:' || c.doctor_id from changed t join clinics c on c.id = t.clinic_id$q$,
  $q$select 'doctor:' || c.doctor_id from changed t join clinics c on c.id = t.clinic_id$q$);
--> statement-breakpoint
select clinic_feed_triggers('doctor_specializations',
  $q$select 'doctor:' || doctor_id from changed$q$,
  $q$select 'doctor:' || doctor_id from changed$q$);
--> statement-breakpoint
select clinic_feed_triggers('specializations',
  $q$select '*' from changed$q$,
  $q$select '*' from changed$q$);
--> statement-breakpoint
select clinic_feed_triggers('appointments',
  $q$select 'calendar:' || doctor_id from changed$q$,
  $q$select 'calendar:' || doctor_id from changed$q$);
--> statement-breakpoint
select clinic_feed_triggers('patients',
  $q$select 'calendar:' || a.doctor_id from changed p join appointments a on a.patient_id = p.id$q$,
  $q$select null::text from changed$q$);
--> statement-breakpoint
-- A new patient has no appointments yet: only a changed name or phone matters.
drop trigger patients_feed_ins on patients;
--> statement-breakpoint
select clinic_feed_triggers('invoices',
  $q$select 'billing:' || doctor_id from changed$q$,
  $q$select 'billing:' || doctor_id from changed$q$);
--> statement-breakpoint
select clinic_feed_triggers('notifications',
  $q$select 'inbox:' || user_id from changed$q$,
  $q$select 'inbox:' || user_id from changed$q$);
--> statement-breakpoint
select clinic_feed_triggers('announcements',
  $q$select 'announcements' from changed$q$,
  $q$select 'announcements' from changed$q$);
