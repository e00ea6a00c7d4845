import { RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SlotPicker } from '@/components/ui/slot-picker';
import { Spinner } from '@/components/ui/spinner';
import { useApiErrorMessage } from '@/hooks/use-api-error-text';
import { useFormat } from '@/lib/i18n/format';
import type { Slot, SlotDay } from '@/types/slot-day';
import { useGetBookingSlotsQuery } from '../api/get-booking-slots';

interface ModalScheduleStepProps {
  doctorId: string;
  selectedDate: string;
  selectedTime: string;
  start: string;
  /** With the clinic's zone, in which the slot's time is shown. */
  onSelect: (day: SlotDay, slot: Slot, timeZone: string) => void;
  /** Bumped after a 409 so the slots are fetched again. */
  refreshKey: number;
}

/** Step 1: a date and a free time from the doctor's next 7 days. */
export function ModalScheduleStep({
  doctorId,
  selectedDate,
  selectedTime,
  start,
  onSelect,
  refreshKey,
}: ModalScheduleStepProps) {
  const navigate = useNavigate();
  const { t } = useTranslation(['booking', 'common']);
  const f = useFormat();
  const errorMessage = useApiErrorMessage();
  const query = useGetBookingSlotsQuery({ doctorId }, { refetchOnMountOrArgChange: true });
  const { refetch } = query;
  useEffect(() => {
    if (refreshKey > 0) void refetch();
  }, [refreshKey, refetch]);

  // The clinic's zone: slot times are shown from their start instants in it.
  const timeZone = query.data?.timeZone ?? '';
  if (query.isLoading) {
    return (
      <p role="status" className="flex items-center gap-2 py-8 text-sm text-slate-600">
        <Spinner className="size-5" />
        {t('slots.loading')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div
        role="alert"
        className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
      >
        <p>{t('common:dropdown.error', { message: errorMessage(query.error) })}</p>
        <button
          type="button"
          onClick={() => void refetch()}
          className="mt-2 inline-flex items-center gap-1.5 rounded-lg bg-white px-3 py-1.5 font-semibold ring-1 ring-red-300 hover:bg-red-100"
        >
          <RefreshCw aria-hidden="true" className="size-4" />
          {t('slots.tryAgain')}
        </button>
      </div>
    );
  }
  return (
    <div>
      <SlotPicker
        days={query.data?.days ?? []}
        timeZone={timeZone}
        selectedStart={start || null}
        initialDate={selectedDate || undefined}
        onSelect={(day, slot) => onSelect(day, slot, timeZone)}
        label={t('modal.appointmentTime')}
        // A full day: the waitlist (its own page) tells the patient when a slot frees.
        onJoinWaitlist={(day) =>
          void navigate(
            `/waitlist/join?doctor=${encodeURIComponent(doctorId)}&date=${encodeURIComponent(day.date)}`,
          )
        }
      />
      <p aria-live="polite" className="mt-4 text-sm text-slate-700">
        {selectedTime ? (
          <>
            {t('modal.selected')}{' '}
            <span className="font-semibold text-slate-900">
              {t('details.dateAtTime', {
                date: f.date(selectedDate, 'longWithWeekday'),
                time: timeZone ? f.instantTime(start, timeZone) : selectedTime,
              })}
            </span>
          </>
        ) : (
          t('modal.chooseToContinue')
        )}
      </p>
    </div>
  );
}
