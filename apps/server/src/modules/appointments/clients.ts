// Who a doctor's Add Appointment is for, knowing only an email. A patient of
// this doctor with that email is reused (the doctor already sees their
// record); otherwise the email-only patient of that address (no phones, unique
// by email) is reused or created. Another doctor's patient is never linked by
// email, so typing an address reveals nothing about them.
import type { Database } from '../../db/client.ts';
import type { PatientRecord } from './repository.ts';

interface PatientRow {
  id: string;
  owner_phone: string | null;
  name: string;
  phone: string | null;
  email: string | null;
  date_of_birth: string | null;
  gender: PatientRecord['gender'];
  is_self: boolean;
  created_at: Date | string;
}

const COLUMNS =
  'id, owner_phone, name, phone, email, date_of_birth::text as date_of_birth, gender, is_self, created_at';

const toRecord = (r: PatientRow): PatientRecord => ({
  id: r.id,
  ownerPhone: r.owner_phone,
  name: r.name,
  phone: r.phone,
  email: r.email,
  dateOfBirth: r.date_of_birth,
  gender: r.gender,
  isSelf: r.is_self,
  createdAt: new Date(r.created_at),
});

export async function clientByEmail(
  database: Database,
  doctorId: string,
  email: string,
): Promise<PatientRecord> {
  const address = email.trim().toLowerCase();
  const [known] = await database.rows<PatientRow>(
    `select ${COLUMNS} from patients p
      where lower(p.email) = $1
        and exists (select 1 from appointments a where a.patient_id = p.id and a.doctor_id = $2)
      order by p.owner_phone is null, p.created_at
      limit 1`,
    [address, doctorId],
  );
  if (known) return toRecord(known);
  const [created] = await database.rows<PatientRow>(
    `insert into patients (name, email, is_self) values ($1, $1, true)
     on conflict do nothing returning ${COLUMNS}`,
    [address],
  );
  if (created) return toRecord(created);
  const [existing] = await database.rows<PatientRow>(
    `select ${COLUMNS} from patients where lower(email) = $1 and owner_phone is null limit 1`,
    [address],
  );
  if (!existing) throw new Error(`email-only patient ${address} vanished`);
  return toRecord(existing);
}
