import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormMessage } from '@/components/ui/form-message';
import { Spinner } from '@/components/ui/spinner';
import { getApiErrorMessage } from '@/lib/api-client';
import { useFormat } from '@/lib/i18n/format';
import type { PatientAppointment } from '@/types/patient-appointment';
import { useCancelPatientAppointmentMutation } from '../api/cancel-patient-appointment';

interface CancelDialogProps {
  appointment: PatientAppointment | null;
  bookingToken: string;
  onClose: () => void;
}

const DANGER_BUTTON =
  'inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-red-700 px-4 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-not-allowed disabled:opacity-60';

export const CANCELLED_TOAST = 'Appointment cancelled.';

/** Asks before cancelling; the slot is released for others once confirmed. */
export function CancelDialog({ appointment, bookingToken, onClose }: CancelDialogProps) {
  const [cancel, { isLoading }] = useCancelPatientAppointmentMutation();
  const [error, setError] = useState<string | null>(null);
  const { t } = useTranslation('booking');
  const f = useFormat();

  const close = () => {
    if (isLoading) return;
    setError(null);
    onClose();
  };

  const confirm = async () => {
    if (!appointment) return;
    setError(null);
    try {
      await cancel({ bookingToken, id: appointment.id }).unwrap();
      toast.success(t('myAppointments.cancelled'));
      onClose();
    } catch (caught) {
      setError(getApiErrorMessage(caught));
    }
  };

  const tz = appointment?.timeZone ?? 'Asia/Kolkata';
  return (
    <Dialog open={appointment !== null} onClose={close} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/50" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-2xl bg-white p-6 shadow-2xl">
          <DialogTitle className="text-lg font-semibold text-slate-900">
            {t('myAppointments.cancelTitle')}
          </DialogTitle>
          {appointment ? (
            <p className="mt-2 text-sm leading-6 text-slate-600">
              {t('myAppointments.cancelText', {
                doctor: appointment.doctor?.name ?? t('myAppointments.yourAppointment'),
                date: f.instantDate(appointment.startTime, tz, 'longWithWeekday'),
                time: f.instantTime(appointment.startTime, tz),
                id: appointment.publicId,
              })}
            </p>
          ) : null}
          <FormMessage message={error} className="mt-4" />
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button
              type="button"
              onClick={close}
              className={buttonStyles({ variant: 'secondary' })}
            >
              {t('myAppointments.keep')}
            </button>
            <button
              type="button"
              onClick={() => void confirm()}
              disabled={isLoading}
              className={DANGER_BUTTON}
            >
              {isLoading ? <Spinner className="size-4 text-white" /> : null}
              {isLoading ? t('myAppointments.cancelling') : t('myAppointments.cancelAppointment')}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
