import { useTranslation } from 'react-i18next';
import { DEFAULT_USER_NAME } from '@clinic/shared/messages';
import { Avatar } from '@/components/ui/avatar';
import type { ReviewedDoctor } from '../api/get-doctor';
import { formatPhone, useFormatDate } from '../utils/format';

/** Who the documents belong to: contact, degrees and clinic. */
export function DoctorDetailsCard({ doctor }: { doctor: ReviewedDoctor }) {
  const { t } = useTranslation('admin');
  const formatDate = useFormatDate();
  const name = doctor.name?.trim() || DEFAULT_USER_NAME;
  const rows = [
    { label: t('doctor.details.mobile'), value: formatPhone(doctor.phone) },
    { label: t('doctor.details.email'), value: doctor.email },
    { label: t('doctor.details.degrees'), value: doctor.degrees },
    { label: t('doctor.details.clinic'), value: doctor.clinicName },
    { label: t('doctor.details.clinicAddress'), value: doctor.clinicAddress },
    { label: t('doctor.details.city'), value: doctor.city },
    { label: t('doctor.details.memberSince'), value: formatDate(doctor.memberSince) },
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
            {t('doctor.details.heading')}
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
