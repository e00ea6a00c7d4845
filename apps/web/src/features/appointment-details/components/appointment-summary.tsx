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
import { AppointmentTypeTag } from '@/components/ui/appointment-type-tag';
import { buttonStyles } from '@/components/ui/button-styles';
import { StatusBadge } from '@/components/ui/status-badge';
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
  const isVirtual = appointment.appointmentType === 'Virtual';
  const isHome = appointment.appointmentType === 'Home Visit';
  return (
    <section
      aria-labelledby="visit-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="visit-heading" className="text-base font-semibold text-slate-900">
          Appointment {appointment.publicId}
        </h2>
        <StatusBadge status={appointment.status} />
      </div>
      <dl className="mt-5 grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
        <Field label="Date" icon={<CalendarDays aria-hidden="true" className={iconClass} />}>
          {appointment.date}
        </Field>
        <Field label="Time" icon={<Clock aria-hidden="true" className={iconClass} />}>
          {appointment.timeRange ?? appointment.time}
        </Field>
        <Field label="Treatment" icon={<Stethoscope aria-hidden="true" className={iconClass} />}>
          {appointment.treatment ?? 'Consultation'}
        </Field>
        <Field label="Amount Paid" icon={<IndianRupee aria-hidden="true" className={iconClass} />}>
          {formatAmount(appointment.amountPaid)}
        </Field>
        <div className="sm:col-span-2 xl:col-span-1">
          <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">
            Appointment Type
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
              <h3 className="text-sm font-semibold text-green-900">Teleconsulting Link</h3>
              <p className="truncate text-sm text-green-900/80">
                {appointment.videoRoomUrl
                  ? absoluteUrl(appointment.videoRoomUrl)
                  : 'The video room link is not ready yet.'}
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
              Launch Video Room
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          ) : null}
        </div>
      ) : null}

      {isHome ? (
        <div className="mt-6 flex items-start gap-3 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200">
          <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-900" />
          <div>
            <h3 className="text-sm font-semibold text-amber-950">Address</h3>
            <p className="mt-0.5 text-sm text-amber-950/85">{appointment.address ?? '—'}</p>
          </div>
        </div>
      ) : null}

      <div className="mt-6">
        <h3 className="text-sm font-semibold text-slate-900">Patient Notes</h3>
        <p className="mt-1.5 rounded-xl bg-slate-50 p-4 text-sm leading-6 whitespace-pre-line text-slate-700 ring-1 ring-slate-200">
          {appointment.patientNotes?.trim() || 'The patient left no notes.'}
        </p>
      </div>
    </section>
  );
}
