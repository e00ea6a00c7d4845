import { CircleCheckBig } from 'lucide-react';
import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import { BOOKING_TEXTS } from '@clinic/shared/messages';
import { buttonStyles } from '@/components/ui/button-styles';
import { formatClinicDate, formatClinicTime } from '@/lib/clinic-time';
import type { PatientAppointment } from '@/types/patient-appointment';

interface ModalDoneViewProps {
  appointment: PatientAppointment;
  headingRef: Ref<HTMLHeadingElement>;
  onClose: () => void;
}

/** After Pay Now: the appointment id, date and time, and a way out. */
export function ModalDoneView({ appointment, headingRef, onClose }: ModalDoneViewProps) {
  const tz = appointment.timeZone;
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
        {BOOKING_TEXTS.confirmed}
      </h3>
      <p className="mt-2 text-sm text-slate-600">
        {appointment.publicId} · {formatClinicDate(appointment.startTime, tz)} at{' '}
        {formatClinicTime(appointment.startTime, tz)}
      </p>
      <p className="mt-1 text-sm text-slate-600">Check your email for the confirmation.</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <button type="button" onClick={onClose} className={buttonStyles()}>
          Done
        </button>
        <Link to="/my-appointments" className={buttonStyles({ variant: 'secondary' })}>
          My appointments
        </Link>
      </div>
    </div>
  );
}
