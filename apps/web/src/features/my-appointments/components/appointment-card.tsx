import { CalendarDays, Clock, Hourglass, MapPin, Stethoscope, Video, Wallet } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  APPOINTMENT_MODES,
  APPOINTMENT_STATUSES,
  type AppointmentMode,
  type AppointmentStatus,
} from '@clinic/shared/constants';
import { SERVER_ERRORS } from '@clinic/shared/messages';
import { Avatar } from '@/components/ui/avatar';
import { buttonStyles } from '@/components/ui/button-styles';
import { useSpecialityName } from '@/hooks/use-speciality-name';
import { useFormat } from '@/lib/i18n/format';
import { cn } from '@/lib/cn';
import { CHANGEABLE_STATUSES, type PatientAppointment } from '@/types/patient-appointment';
import { changeRule, statusTone } from '../utils/appointment-rules';

interface AppointmentCardProps {
  appointment: PatientAppointment;
  now: number;
  /** Upcoming bookings offer Move and Cancel. */
  upcoming: boolean;
  onCancel: (appointment: PatientAppointment) => void;
  onMove: (appointment: PatientAppointment) => void;
}

const CANCEL_BUTTON =
  'inline-flex h-9 items-center justify-center gap-2 rounded-lg border border-red-300 bg-white px-3 text-sm font-semibold text-red-800 shadow-sm transition-colors hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-not-allowed disabled:opacity-60';

const isStatus = (status: string): status is AppointmentStatus =>
  (APPOINTMENT_STATUSES as readonly string[]).includes(status);
const isMode = (mode: string): mode is AppointmentMode =>
  (APPOINTMENT_MODES as readonly string[]).includes(mode);

/** One booking: doctor, when and where, status, payment, and Move or Cancel while allowed. */
export function AppointmentCard({
  appointment,
  now,
  upcoming,
  onCancel,
  onMove,
}: AppointmentCardProps) {
  const reasonId = useId();
  const { t } = useTranslation('booking');
  const speciality = useSpecialityName();
  const f = useFormat();
  const { doctor, timeZone: tz } = appointment;
  const rule = changeRule(appointment, now);
  const virtual = appointment.mode === 'virtual';
  const doctorName = doctor?.name ?? t('details.doctor');
  const { status, mode } = appointment;
  const statusText = isStatus(status) ? t(`status.${status}`) : status;
  // Why Move and Cancel are off, in the language shown (the rule says it in English).
  const ruleReason = rule.allowed
    ? null
    : rule.reason === SERVER_ERRORS.cancelTooLate
      ? t('myAppointments.cancelTooLate')
      : t('myAppointments.isStatus', {
          status: isStatus(status) ? t(`statusLower.${status}`) : status.toLowerCase(),
        });
  // An online consultation has its video room while it is still Pending or Confirmed.
  const roomPath =
    virtual && (CHANGEABLE_STATUSES as readonly string[]).includes(appointment.status)
      ? appointment.videoRoomUrl
      : null;

  return (
    <article
      aria-labelledby={`${reasonId}-title`}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-start gap-4">
        <Avatar src={doctor?.photoUrl} name={doctorName} className="size-14 text-lg" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 id={`${reasonId}-title`} className="font-semibold text-slate-900">
              {doctorName}
            </h3>
            <span
              className={cn(
                'rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1',
                statusTone(appointment.status),
              )}
            >
              <span className="sr-only">{t('myAppointments.statusLabel')}</span>
              {statusText}
            </span>
          </div>
          <p className="text-sm text-slate-600">
            {doctor ? speciality(doctor.speciality) : null}
            <span className="text-slate-400"> · </span>
            <span className="whitespace-nowrap">{appointment.publicId}</span>
          </p>
        </div>
      </div>
      {appointment.status === 'Pending' ? (
        <p className="mt-3 flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <Hourglass aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('texts.awaitingClinic')}
        </p>
      ) : null}

      <dl className="mt-4 grid gap-x-6 gap-y-2.5 text-sm sm:grid-cols-2">
        <Detail
          icon={CalendarDays}
          term={t('details.date')}
          value={f.instantDate(appointment.startTime, tz, 'longWithWeekday')}
        />
        <Detail
          icon={Clock}
          term={t('details.time')}
          value={`${f.instantTime(appointment.startTime, tz)} - ${f.instantTime(appointment.endTime, tz)}`}
        />
        <Detail
          icon={virtual ? Video : Stethoscope}
          term={t('myAppointments.type')}
          value={isMode(mode) ? t(`mode.${mode}`) : mode}
        />
        {virtual ? null : (
          <Detail
            icon={MapPin}
            term={t('details.clinic')}
            value={[doctor?.clinicName, doctor?.locality, doctor?.city].filter(Boolean).join(', ')}
          />
        )}
        <Detail
          icon={Wallet}
          term={t('details.payment')}
          value={
            appointment.paid > 0
              ? t(
                  appointment.paymentTestMode
                    ? 'myAppointments.paidOnlineTest'
                    : 'myAppointments.paidOnline',
                  { paid: f.rupees(appointment.paid) },
                )
              : t('myAppointments.atClinic', { fee: f.rupees(appointment.fee) })
          }
        />
      </dl>

      {upcoming || roomPath ? (
        <div className="mt-5 border-t border-slate-100 pt-4">
          <div className="flex flex-wrap gap-3">
            {roomPath ? (
              <Link
                to={roomPath}
                aria-label={t('myAppointments.joinWith', {
                  join: t('myAppointments.joinLink'),
                  doctor: doctorName,
                })}
                className={buttonStyles({ size: 'sm' })}
              >
                <Video aria-hidden="true" className="size-4" />
                {t('myAppointments.joinLink')}
              </Link>
            ) : null}
            {upcoming ? (
              <>
                <button
                  type="button"
                  onClick={() => onMove(appointment)}
                  aria-label={t('myAppointments.moveWith', { doctor: doctorName })}
                  disabled={!rule.allowed}
                  aria-describedby={rule.allowed ? undefined : reasonId}
                  className={buttonStyles({ variant: 'secondary', size: 'sm' })}
                >
                  {t('myAppointments.move')}
                </button>
                <button
                  type="button"
                  onClick={() => onCancel(appointment)}
                  aria-label={t('myAppointments.cancelWith', { doctor: doctorName })}
                  disabled={!rule.allowed}
                  aria-describedby={rule.allowed ? undefined : reasonId}
                  className={CANCEL_BUTTON}
                >
                  {t('myAppointments.cancel')}
                </button>
              </>
            ) : null}
          </div>
          {upcoming && ruleReason ? (
            <p id={reasonId} className="mt-2 text-sm text-slate-600">
              {ruleReason}
            </p>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}

function Detail({
  icon: Icon,
  term,
  value,
}: {
  icon: typeof CalendarDays;
  term: string;
  value: string;
}) {
  return (
    <div className="flex items-start gap-2.5">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
      <dt className="sr-only">{term}</dt>
      <dd className="text-slate-800">{value}</dd>
    </div>
  );
}
