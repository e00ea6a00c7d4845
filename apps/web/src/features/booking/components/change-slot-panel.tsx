import { RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SlotPicker } from '@/components/ui/slot-picker';
import { Spinner } from '@/components/ui/spinner';
import { useApiErrorMessage } from '@/hooks/use-api-error-text';
import type { Slot, SlotDay } from '@/types/slot-day';
import { SLOTS_FALLBACK_ERROR, useGetBookingSlotsQuery } from '../api/get-booking-slots';

interface ChangeSlotPanelProps {
  id: string;
  doctorId: string;
  date: string;
  /** The current slot's start; highlighted unless it was just taken. */
  selectedStart: string | null;
  /** With the clinic's zone, in which the slot's time is shown. */
  onChoose: (day: SlotDay, slot: Slot, timeZone: string) => void;
  /** Bumped after a 409 so the picker fetches the slots again. */
  refreshKey?: number;
}

/** The doctor's next 7 days of slots, to pick another date and time for this booking. */
export function ChangeSlotPanel({
  id,
  doctorId,
  date,
  selectedStart,
  onChoose,
  refreshKey = 0,
}: ChangeSlotPanelProps) {
  const query = useGetBookingSlotsQuery({ doctorId }, { refetchOnMountOrArgChange: true });
  const { refetch } = query;
  const { t } = useTranslation(['booking', 'common']);
  const errorMessage = useApiErrorMessage();
  // The call's own fallback is English: said in the language shown.
  const slotsError = (error: unknown) => {
    const message = errorMessage(error);
    return message === SLOTS_FALLBACK_ERROR ? t('slots.loadFailed') : message;
  };
  // The clinic's zone: slot times are shown from their start instants in it.
  const timeZone = query.data?.timeZone ?? '';

  useEffect(() => {
    if (refreshKey > 0) void refetch();
  }, [refreshKey, refetch]);

  return (
    <div id={id} className="mt-5 border-t border-slate-100 pt-5">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h3 className="text-sm font-semibold text-slate-900">{t('slots.chooseAnother')}</h3>
        {query.isFetching && !query.isLoading ? (
          <span role="status" className="flex items-center gap-1.5 text-xs text-slate-600">
            <Spinner className="size-3.5" />
            {t('slots.refreshing')}
          </span>
        ) : null}
      </div>
      {query.isLoading ? (
        <p role="status" className="flex items-center gap-2 py-6 text-sm text-slate-600">
          <Spinner className="size-5" />
          {t('slots.loading')}
        </p>
      ) : query.isError ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          <span>{t('common:dropdown.error', { message: slotsError(query.error) })}</span>
          <button
            type="button"
            onClick={() => void refetch()}
            className="inline-flex items-center gap-1.5 rounded-lg bg-white px-3 py-1.5 font-semibold text-red-800 ring-1 ring-red-300 hover:bg-red-100"
          >
            <RefreshCw aria-hidden="true" className="size-4" />
            {t('slots.tryAgain')}
          </button>
        </div>
      ) : (
        <SlotPicker
          days={query.data?.days ?? []}
          timeZone={timeZone}
          selectedStart={selectedStart}
          initialDate={date}
          onSelect={(day, slot) => onChoose(day, slot, timeZone)}
          label={t('slots.newAppointmentTime')}
        />
      )}
    </div>
  );
}
