import { DEFAULT_USER_NAME } from '@clinic/shared/messages';
import { Avatar } from '@/components/ui/avatar';
import type { ReviewedDoctor } from '../api/get-doctor';
import { formatDate, formatPhone } from '../utils/format';

/** Who the documents belong to: contact, degrees and clinic. */
export function DoctorDetailsCard({ doctor }: { doctor: ReviewedDoctor }) {
  const name = doctor.name?.trim() || DEFAULT_USER_NAME;
  const rows = [
    { label: 'Mobile', value: formatPhone(doctor.phone) },
    { label: 'Email', value: doctor.email },
    { label: 'Degrees', value: doctor.degrees },
    { label: 'Clinic', value: doctor.clinicName },
    { label: 'Clinic address', value: doctor.clinicAddress },
    { label: 'City', value: doctor.city },
    { label: 'Member since', value: formatDate(doctor.memberSince) },
  ];
  return (
    <section
      aria-labelledby="doctor-details-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex items-center gap-4">
        <Avatar src={null} name={name} className="size-14 rounded-full text-lg" />
        <div className="min-w-0">
          <h2 id="doctor-details-heading" className="text-lg font-semibold text-slate-900">
            Doctor details
          </h2>
          <p className="truncate text-sm text-slate-600">{name}</p>
        </div>
      </div>
      <dl className="mt-5 divide-y divide-slate-100 text-sm">
        {rows.map(({ label, value }) => (
          <div key={label} className="grid grid-cols-[7.5rem_minmax(0,1fr)] gap-3 py-2.5">
            <dt className="font-medium text-slate-600">{label}</dt>
            <dd className="break-words text-slate-900">{value || '—'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
