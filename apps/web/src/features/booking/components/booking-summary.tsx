import { CalendarDays, Clock, MapPin, Video } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { env } from '@/config/env';
import { useSpecialityName } from '@/hooks/use-speciality-name';
import { useFormat } from '@/lib/i18n/format';
import { bookingTimeText, type BookingStart } from '../utils/booking-state';

/** Fallback when the search gave no clinic name (spec: "clinic falls back to a default clinic name"). */
export const DEFAULT_CLINIC_NAME = env.appName;

interface BookingSummaryProps {
  booking: BookingStart;
  title?: string;
}

/** The appointment being booked: Doctor, Date, Time and Clinic (or the video consultation). */
export function BookingSummary({ booking, title: givenTitle }: BookingSummaryProps) {
  const { t } = useTranslation('booking');
  const speciality = useSpecialityName();
  const f = useFormat();
  const title = givenTitle ?? t('summary.yourAppointment');
  const { doctor, mode } = booking;
  const rows = [
    {
      icon: CalendarDays,
      term: t('details.date'),
      value: f.date(booking.date, 'longWithWeekday'),
    },
    { icon: Clock, term: t('details.time'), value: bookingTimeText(booking, f.instantTime) },
    mode === 'virtual'
      ? { icon: Video, term: t('details.consultation'), value: t('details.onlineVideo') }
      : {
          icon: MapPin,
          term: t('details.clinic'),
          value: doctor.clinicName || DEFAULT_CLINIC_NAME,
        },
  ];
  return (
    <section
      aria-label={title}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{title}</h2>
      <div className="mt-4 flex items-center gap-4">
        <Avatar src={doctor.photo} name={doctor.name} className="size-14 text-lg" />
        <div className="min-w-0">
          <p className="text-xs font-medium text-slate-600">{t('details.doctor')}</p>
          <p className="truncate font-semibold text-slate-900">{doctor.name}</p>
          <p className="truncate text-sm text-slate-600">{speciality(doctor.speciality)}</p>
        </div>
      </div>
      <dl className="mt-5 space-y-3 border-t border-slate-100 pt-4 text-sm">
        {rows.map(({ icon: Icon, term, value }) => (
          <div key={term} className="flex items-start gap-3">
            <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            <dt className="w-20 shrink-0 text-slate-600">{term}</dt>
            <dd className="min-w-0 font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
