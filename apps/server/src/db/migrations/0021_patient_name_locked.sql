-- The patient's name on a new appointment is read with a share lock on the
-- patient (migration 0020 read it plainly). A rename that commits while the
-- appointment's transaction is still open passed its name to every appointment
-- it could see, not to this one, which then kept the old name for good. Now the
-- two meet on the patient's row: the rename waits for the appointment's
-- transaction and then finds the appointment, or the appointment's read waits
-- for the rename and takes the new name. The list, the dashboard and the
-- calendar show the kept name, with no join to patients.
create or replace function clinic_appointment_patient_name() returns trigger
language plpgsql as $$
begin
  if new.patient_id is null then
    new.patient_name := null;
  else
    select p.name into new.patient_name from patients p where p.id = new.patient_id for share;
  end if;
  return new;
end;
$$;
