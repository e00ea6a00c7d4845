import { Eye, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PatientDetails } from '@clinic/shared/patients';
import { AppointmentTypeTag } from '@/components/ui/appointment-type-tag';
import { StatusBadge } from '@/components/ui/status-badge';
import { useDisplayDate } from '@/lib/portal-format';
import type { ViewedFile } from '../api/get-patient-file';
import { SectionCard } from './section-card';

/** Booking history with this doctor, newest first: date, time, location, type, status. */
export function BookingsSection({ bookings }: { bookings: PatientDetails['appointments'] }) {
  const { t } = useTranslation('patients');
  const displayDate = useDisplayDate();
  return (
    <SectionCard title={t('details.bookings.title')}>
      {bookings.length === 0 ? (
        <p className="text-sm text-slate-600">{t('details.bookings.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {bookings.map((b) => (
            <li key={b.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
              {/* A phone puts the tags on a line of their own under the date and place. */}
              <div className="min-w-0 flex-1 basis-full sm:basis-0">
                <p className="text-sm font-medium text-slate-900 tabular-nums">
                  {displayDate(b.date)} · {b.time}
                </p>
                <p className="mt-0.5 flex items-start gap-1 text-sm text-slate-600">
                  <MapPin aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
                  <span className="min-w-0">
                    {b.location}
                    {b.treatment ? ` · ${b.treatment}` : ''}
                  </span>
                </p>
              </div>
              <AppointmentTypeTag type={b.appointmentType} />
              <StatusBadge status={b.status} />
              <Link
                to={`/appointment-details/${encodeURIComponent(b.publicId.replace(/^#/, ''))}`}
                aria-label={t('details.bookings.open', { id: b.publicId })}
                className="inline-flex size-8 items-center justify-center rounded-lg text-brand-800 ring-1 ring-slate-200 hover:bg-brand-50"
              >
                <Eye aria-hidden="true" className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

/** This doctor's prescriptions for the patient, each with View Prescription when it has a file. */
export function PrescriptionsSection({
  prescriptions,
  onView,
}: {
  prescriptions: PatientDetails['prescriptions'];
  onView: (file: ViewedFile) => void;
}) {
  const { t } = useTranslation('patients');
  const displayDate = useDisplayDate();
  return (
    <SectionCard title={t('details.prescriptions.title')}>
      {prescriptions.length === 0 ? (
        <p className="text-sm text-slate-600">{t('details.prescriptions.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {prescriptions.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
              <div className="min-w-0 flex-1 basis-full sm:basis-0">
                <p className="text-sm font-medium text-slate-900">{p.description}</p>
                <p className="mt-0.5 text-xs text-slate-600 tabular-nums">
                  {p.id} · {displayDate(p.date)} · {p.doctor}
                </p>
              </div>
              {p.documentId ? (
                <button
                  type="button"
                  onClick={() => onView({ name: `${p.id}`, documentId: p.documentId! })}
                  aria-label={t('details.prescriptions.viewLabel', { id: p.id })}
                  className="inline-flex h-8 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-brand-800 ring-1 ring-slate-200 hover:bg-brand-50"
                >
                  <Eye aria-hidden="true" className="size-4" />
                  {t('details.prescriptions.view')}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
