import { CircleCheckBig } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonStyles } from '@/components/ui/button-styles';
import { useFormat } from '@/lib/i18n/format';
import type { PatientAppointment } from '@/types/patient-appointment';

interface ModalDoneViewProps {
  appointment: PatientAppointment;
  headingRef: Ref<HTMLHeadingElement>;
  onClose: () => void;
}

/** After Pay Now: the appointment's status, id, date and time, and a way out. */
export function ModalDoneView({ appointment, headingRef, onClose }: ModalDoneViewProps) {
  const tz = appointment.timeZone;
  const { t } = useTranslation('booking');
  const f = useFormat();
  // A request the clinic has still to accept is never called confirmed.
  const pending = appointment.status === 'Pending';
  return (
    <div className="px-5 py-8 text-center sm:px-6">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-green-100 text-green-700">
        <CircleCheckBig aria-hidden="true" className="size-7" />
      </span>
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="mt-4 text-xl font-semibold text-slate-900 focus:outline-none"
      >
        {pending ? t('texts.requested') : t('texts.confirmed')}
      </h3>
      <p className="mt-2 text-sm text-slate-600">
        {t('modal.doneLine', {
          id: appointment.publicId,
          date: f.instantDate(appointment.startTime, tz, 'longWithWeekday'),
          time: f.instantTime(appointment.startTime, tz),
        })}
      </p>
      <p className="mt-1 text-sm text-slate-600">
        {pending ? t('texts.clinicWillConfirm') : t('modal.checkEmail')}
      </p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <button type="button" onClick={onClose} className={buttonStyles()}>
          {t('modal.done')}
        </button>
        <Link to="/my-appointments" className={buttonStyles({ variant: 'secondary' })}>
          {t('modal.myAppointments')}
        </Link>
      </div>
    </div>
  );
}
