import {
  CalendarDays,
  Clock,
  ExternalLink,
  IndianRupee,
  MapPin,
  Stethoscope,
  Video,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppointmentTypeTag } from '@/components/ui/appointment-type-tag';
import { buttonStyles } from '@/components/ui/button-styles';
import { StatusBadge } from '@/components/ui/status-badge';
import { useFormat } from '@/lib/i18n/format';
import { usePortalDisplay } from '@/lib/portal-display';
import type { DetailedAppointment } from '../api/get-appointment';
import { absoluteUrl, formatAmount } from '../utils/format';

function Field({ label, icon, children }: { label: string; icon: ReactNode; children: ReactNode }) {
  return (
    <div className="relative min-h-9 pl-12">
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">
        <span className="absolute top-0 left-0 flex size-9 items-center justify-center rounded-lg bg-slate-100 text-slate-600">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 text-sm font-medium text-slate-900">{children}</dd>
    </div>
  );
}

const iconClass = 'size-4.5';

/** When, what and where: the visit's facts, the video room or the address, and the patient's notes. */
export function AppointmentSummary({ appointment }: { appointment: DetailedAppointment }) {
  const { t } = useTranslation('appointments');
  const f = useFormat();
  const display = usePortalDisplay();
  const isVirtual = appointment.appointmentType === 'Virtual';
  const isHome = appointment.appointmentType === 'Home Visit';
  return (
    <section
      aria-labelledby="visit-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="visit-heading" className="text-base font-semibold text-slate-900">
          {t('details.summary.heading', { publicId: appointment.publicId })}
        </h2>
        <StatusBadge status={appointment.status} />
      </div>
      <dl className="mt-5 grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
        <Field
          label={t('details.summary.date')}
          icon={<CalendarDays aria-hidden="true" className={iconClass} />}
        >
          {display.date(appointment.date)}
        </Field>
        <Field
          label={t('details.summary.time')}
          icon={<Clock aria-hidden="true" className={iconClass} />}
        >
          {display.time(appointment.timeRange ?? appointment.time)}
        </Field>
        <Field
          label={t('details.summary.treatment')}
          icon={<Stethoscope aria-hidden="true" className={iconClass} />}
        >
          {appointment.treatment ?? t('details.summary.consultation')}
        </Field>
        <Field
          label={t('details.summary.amountPaid')}
          icon={<IndianRupee aria-hidden="true" className={iconClass} />}
        >
          {formatAmount(appointment.amountPaid, f.rupees)}
        </Field>
        <div className="sm:col-span-2 xl:col-span-1">
          <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">
            {t('details.summary.type')}
          </dt>
          <dd className="mt-1.5">
            <AppointmentTypeTag type={appointment.appointmentType} />
          </dd>
        </div>
      </dl>

      {isVirtual ? (
        <div className="mt-6 flex flex-col gap-3 rounded-xl bg-green-50 p-4 ring-1 ring-green-200 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex min-w-0 items-start gap-3">
            <Video aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-800" />
            <div className="min-w-0">
              <h3 className="text-sm font-semibold text-green-900">
                {t('details.summary.teleLink')}
              </h3>
              <p className="truncate text-sm text-green-900/80">
                {appointment.videoRoomUrl
                  ? absoluteUrl(appointment.videoRoomUrl)
                  : t('details.summary.linkNotReady')}
              </p>
            </div>
          </div>
          {appointment.videoRoomUrl ? (
            <a
              href={absoluteUrl(appointment.videoRoomUrl)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonStyles({
                size: 'sm',
                className: 'shrink-0 bg-green-700 hover:bg-green-800',
              })}
            >
              {t('details.summary.launch')}
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only">{t('details.summary.newTab')}</span>
            </a>
          ) : null}
        </div>
      ) : null}

      {isHome ? (
        <div className="mt-6 flex items-start gap-3 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200">
          <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-900" />
          <div>
            <h3 className="text-sm font-semibold text-amber-950">{t('details.summary.address')}</h3>
            <p className="mt-0.5 text-sm text-amber-950/85">{appointment.address ?? '—'}</p>
          </div>
        </div>
      ) : null}

      <div className="mt-6">
        <h3 className="text-sm font-semibold text-slate-900">
          {t('details.summary.patientNotes')}
        </h3>
        <p className="mt-1.5 rounded-xl bg-slate-50 p-4 text-sm leading-6 whitespace-pre-line text-slate-700 ring-1 ring-slate-200">
          {appointment.patientNotes?.trim() || t('details.summary.noPatientNotes')}
        </p>
      </div>
    </section>
  );
}
