import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormMessage } from '@/components/ui/form-message';
import { SlotPicker } from '@/components/ui/slot-picker';
import { Spinner } from '@/components/ui/spinner';
import { useApiErrorMessage } from '@/hooks/use-api-error-text';
import { useFormat } from '@/lib/i18n/format';
import type { PatientAppointment } from '@/types/patient-appointment';
import type { Slot, SlotDay } from '@/types/slot-day';
import { useGetRescheduleSlotsQuery } from '../api/get-reschedule-slots';
import { useReschedulePatientAppointmentMutation } from '../api/reschedule-patient-appointment';

interface MoveDialogProps {
  appointment: PatientAppointment | null;
  bookingToken: string;
  onClose: () => void;
}

/** Moves a booking to another free slot of the same doctor. */
export function MoveDialog({ appointment, bookingToken, onClose }: MoveDialogProps) {
  return (
    <Dialog open={appointment !== null} onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/50" />
      <div className="fixed inset-0 overflow-y-auto">
        <div className="flex min-h-full items-end justify-center sm:items-center sm:p-4">
          <DialogPanel className="w-full max-w-2xl rounded-t-3xl bg-white shadow-2xl sm:rounded-3xl">
            {appointment ? (
              <MoveContent
                appointment={appointment}
                bookingToken={bookingToken}
                onClose={onClose}
              />
            ) : null}
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  );
}

function MoveContent({
  appointment,
  bookingToken,
  onClose,
}: {
  appointment: PatientAppointment;
  bookingToken: string;
  onClose: () => void;
}) {
  const doctorId = appointment.doctor?.userId ?? '';
  const slots = useGetRescheduleSlotsQuery(
    { doctorId },
    { skip: !doctorId, refetchOnMountOrArgChange: true },
  );
  const [move, { isLoading }] = useReschedulePatientAppointmentMutation();
  const [chosen, setChosen] = useState<{ day: SlotDay; slot: Slot } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const tz = appointment.timeZone;
  const { t } = useTranslation(['booking', 'common']);
  const f = useFormat();
  const errorMessage = useApiErrorMessage();

  const confirm = async () => {
    if (!chosen) return;
    setError(null);
    try {
      const moved = await move({
        bookingToken,
        id: appointment.id,
        startTime: chosen.slot.start,
      }).unwrap();
      toast.success(
        t('myAppointments.moved', {
          date: f.instantDate(moved.startTime, moved.timeZone, 'longWithWeekday'),
          time: f.instantTime(moved.startTime, moved.timeZone),
        }),
      );
      onClose();
    } catch (caught) {
      setError(errorMessage(caught));
      setChosen(null);
      void slots.refetch();
    }
  };

  return (
    <>
      <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4 sm:px-6">
        <div>
          <DialogTitle className="text-lg font-semibold text-slate-900">
            {t('myAppointments.moveTitle')}
          </DialogTitle>
          <p className="text-sm text-slate-600">
            {t('myAppointments.now', {
              doctor: appointment.doctor?.name ?? '',
              date: f.instantDate(appointment.startTime, tz, 'longWithWeekday'),
              time: f.instantTime(appointment.startTime, tz),
            })}
          </p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('myAppointments.close')}
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div className="px-5 py-5 sm:px-6">
        <FormMessage message={error} className="mb-4" />
        {slots.isLoading ? (
          <p role="status" className="flex items-center gap-2 py-6 text-sm text-slate-600">
            <Spinner className="size-5" />
            {t('slots.loading')}
          </p>
        ) : slots.isError ? (
          <FormMessage
            message={t('common:dropdown.error', { message: errorMessage(slots.error) })}
          />
        ) : (
          <SlotPicker
            days={slots.data?.days ?? []}
            timeZone={slots.data?.timeZone ?? tz}
            selectedStart={chosen?.slot.start ?? null}
            onSelect={(day, slot) => {
              setError(null);
              setChosen({ day, slot });
            }}
            label={t('myAppointments.newTime')}
          />
        )}
      </div>
      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
        <button type="button" onClick={onClose} className={buttonStyles({ variant: 'secondary' })}>
          {t('myAppointments.keepTime')}
        </button>
        <button
          type="button"
          onClick={() => void confirm()}
          disabled={!chosen || isLoading}
          className={buttonStyles()}
        >
          {isLoading ? <Spinner className="size-4 text-white" /> : null}
          {isLoading
            ? t('myAppointments.moving')
            : chosen
              ? t('myAppointments.moveTo', {
                  day: f.language === 'en' ? chosen.day.label : f.date(chosen.day.date, 'short'),
                  time: f.instantTime(chosen.slot.start, slots.data?.timeZone ?? tz),
                })
              : t('myAppointments.chooseNewTime')}
        </button>
      </div>
    </>
  );
}
