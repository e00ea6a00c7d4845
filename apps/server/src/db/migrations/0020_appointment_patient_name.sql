-- The patient's name on the appointment (issue 12, point 7): the doctor's list
-- sorted by patient joined every one of the doctor's appointments to its patient
-- to sort them (a busy doctor: 2,140 appointments, 1,340 patients, about 8,600
-- buffers a page, 25-107 ms where the other sorts took a few). Kept by the
-- database itself, whoever writes: an appointment takes its patient's name when
-- it is written with a patient, and a patient's new name reaches their
-- appointments (whose change-feed triggers then announce the calendars).
ALTER TABLE "appointments" ADD COLUMN "patient_name" text;--> statement-breakpoint
UPDATE "appointments" a SET "patient_name" = p."name" FROM "patients" p WHERE p."id" = a."patient_id";--> statement-breakpoint
create or replace function clinic_appointment_patient_name() returns trigger
language plpgsql as $$
begin
  if new.patient_id is null then
    new.patient_name := null;
  else
    select p.name into new.patient_name from patients p where p.id = new.patient_id;
  end if;
  return new;
end;
$$;
--> statement-breakpoint
create trigger appointments_patient_name before insert or update of patient_id on appointments
  for each row execute function clinic_appointment_patient_name();
--> statement-breakpoint
create or replace function clinic_patient_name_to_appointments() returns trigger
language plpgsql as $$
begin
  update appointments set patient_name = new.name where patient_id = new.id;
  return null;
end;
$$;
--> statement-breakpoint
create trigger patients_name_to_appointments after update of name on patients
  for each row when (old.name is distinct from new.name)
  execute function clinic_patient_name_to_appointments();
--> statement-breakpoint
-- The list's sort by patient, a page at a time (repository.ts, ORDER_BY.patient).
CREATE INDEX "appointments_doctor_patient_name_idx" ON "appointments" ("doctor_id", lower(coalesce("patient_name", "patient_email", '')));
