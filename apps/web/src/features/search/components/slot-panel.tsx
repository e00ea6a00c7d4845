import { BellRing, Moon, Sun, Sunrise } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { RESULTS_PICKER_DAYS_VISIBLE } from '@clinic/shared/constants';
import { Spinner } from '@/components/ui/spinner';
import { useApiErrorMessage } from '@/hooks/use-api-error-text';
import type { BookingMode } from '@/lib/booking-link';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/i18n/format';
import { waitlistJoinPath } from '@/lib/waitlist-link';
import {
  SLOTS_FALLBACK_ERROR,
  useGetDoctorSlotsQuery,
  type DoctorSlot,
  type DoctorSlotDay,
} from '../api/get-doctor-slots';
import { useDayLabel } from '../hooks/use-day-label';
import { SlotDayStrip } from './slot-day-strip';

const PARTS: { key: keyof DoctorSlotDay['slots']; icon: LucideIcon }[] = [
  { key: 'morning', icon: Sunrise },
  { key: 'afternoon', icon: Sun },
  { key: 'evening', icon: Moon },
];

interface SlotPanelProps {
  id: string;
  doctorId: string;
  doctorName: string;
  offersVirtual: boolean;
  offlineFee: number;
  onlineFee: number;
  initialMode: BookingMode;
  onChoose: (day: DoctorSlotDay, slot: DoctorSlot, mode: BookingMode) => void;
}

/**
 * The doctor's next 7 days, 3 at a time, and the chosen day's slots grouped by part
 * of the day. Taken or past slots are shown but disabled.
 */
export function SlotPanel({
  id,
  doctorId,
  doctorName,
  offersVirtual,
  offlineFee,
  onlineFee,
  initialMode,
  onChoose,
}: SlotPanelProps) {
  const { t } = useTranslation(['search', 'common']);
  const format = useFormat();
  const dayLabel = useDayLabel();
  const query = useGetDoctorSlotsQuery({ doctorId }, { refetchOnMountOrArgChange: 30 });
  // The client's own fallbacks are English: said in the language shown.
  const errorMessage = useApiErrorMessage();
  const slotsError = (error: unknown) => {
    const message = errorMessage(error);
    return message === SLOTS_FALLBACK_ERROR ? t('slots.loadFailed') : message;
  };
  const [mode, setMode] = useState<BookingMode>(offersVirtual ? initialMode : 'clinic');
  const [picked, setPicked] = useState<number | null>(null);
  const [shownFrom, setShownFrom] = useState<number | null>(null);

  const days = query.data?.days ?? [];
  // The slots' times are said from their start instants, in the clinic's zone.
  const timeZone = query.data?.timeZone ?? '';
  const lastStart = Math.max(0, days.length - RESULTS_PICKER_DAYS_VISIBLE);
  // Until the patient picks a day, show the first one with an open slot.
  const firstOpen = Math.max(
    0,
    days.findIndex((day) => day.totalSlots > 0),
  );
  const selected = Math.min(picked ?? firstOpen, Math.max(days.length - 1, 0));
  const windowStart =
    shownFrom ??
    Math.min(
      Math.floor(selected / RESULTS_PICKER_DAYS_VISIBLE) * RESULTS_PICKER_DAYS_VISIBLE,
      lastStart,
    );
  const visible = days.slice(windowStart, windowStart + RESULTS_PICKER_DAYS_VISIBLE);
  const day = days[selected];

  // The arrows move the strip by three days and open the first day shown.
  const page = (direction: -1 | 1) => {
    const start = Math.min(
      Math.max(windowStart + direction * RESULTS_PICKER_DAYS_VISIBLE, 0),
      lastStart,
    );
    setShownFrom(start);
    setPicked(start);
  };

  return (
    <section
      id={id}
      aria-label={t('slots.label', { name: doctorName })}
      className="border-t border-slate-200 bg-slate-50/70 px-4 py-5 sm:px-6"
    >
      {offersVirtual ? (
        <fieldset className="mb-5">
          <legend className="mb-2 text-sm font-semibold text-slate-900">{t('mode.label')}</legend>
          <div className="grid gap-2 sm:max-w-xl sm:grid-cols-2">
            {(
              [
                ['clinic', offlineFee],
                ['virtual', onlineFee],
              ] as const
            ).map(([value, fee]) => (
              <label
                key={value}
                className={cn(
                  'flex cursor-pointer items-center justify-between gap-3 rounded-xl border bg-white px-3.5 py-2.5 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                  mode === value
                    ? 'border-brand-600 ring-1 ring-brand-600'
                    : 'border-slate-300 hover:border-slate-400',
                )}
              >
                <span className="flex items-center gap-2">
                  <input
                    type="radio"
                    name={`${id}-mode`}
                    value={value}
                    checked={mode === value}
                    onChange={() => setMode(value)}
                    className="size-4 accent-brand-700"
                  />
                  <span className="font-medium text-slate-900">{t(`mode.${value}`)}</span>
                </span>
                <span className="font-semibold text-slate-700">{format.rupees(fee)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}

      {query.isLoading ? (
        <p role="status" className="flex items-center gap-2 py-6 text-sm text-slate-600">
          <Spinner className="size-5" />
          {t('slots.loading')}
        </p>
      ) : query.isError ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-800"
        >
          <span>{t('common:dropdown.error', { message: slotsError(query.error) })}</span>
          <button
            type="button"
            onClick={() => void query.refetch()}
            className="rounded-lg bg-white px-3 py-1.5 font-semibold text-rose-800 ring-1 ring-rose-300 hover:bg-rose-100"
          >
            {t('slots.tryAgain')}
          </button>
        </div>
      ) : day ? (
        <>
          <SlotDayStrip
            days={visible}
            firstIndex={windowStart}
            selected={selected}
            canGoBack={windowStart > 0}
            canGoForward={windowStart < lastStart}
            onBack={() => page(-1)}
            onForward={() => page(1)}
            onPick={setPicked}
          />

          <div className="mt-5 space-y-5">
            {day.totalSlots === 0 ? (
              <div className="rounded-xl bg-white px-4 py-6 text-center text-sm text-slate-600 ring-1 ring-slate-200">
                <p>{t('slots.noSlotsOn', { day: dayLabel(day) })}</p>
                {/* A day full of bookings that may free (not closed, off or gone by):
                    the waitlist tells the patient by SMS when one frees. */}
                {day.waitlist ? (
                  <Link
                    to={waitlistJoinPath(doctorId, day.date)}
                    className="mt-3 inline-flex items-center gap-2 rounded-lg border border-brand-600 bg-white px-3 py-2 font-semibold text-brand-800 hover:bg-brand-50"
                  >
                    <BellRing aria-hidden="true" className="size-4" />
                    {t('slots.joinWaitlistFor', { day: dayLabel(day) })}
                  </Link>
                ) : null}
              </div>
            ) : (
              PARTS.map(({ key, icon: Icon }) => {
                const slots = day.slots[key];
                if (slots.length === 0) return null;
                const open = slots.filter((slot) => slot.available).length;
                return (
                  <div key={key} role="group" aria-label={t(`slots.${key}Slots`)}>
                    <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
                      <Icon aria-hidden="true" className="size-4 text-slate-600" />
                      {t(`slots.${key}`)}
                      <span className="font-normal text-slate-600">
                        {t('slots.open', { count: open })}
                      </span>
                    </h3>
                    <ul className="mt-2.5 grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6">
                      {slots.map((slot) => (
                        <li key={slot.start}>
                          <button
                            type="button"
                            disabled={!slot.available}
                            onClick={() => onChoose(day, slot, mode)}
                            className={cn(
                              'w-full rounded-lg border px-2 py-2 text-sm font-medium transition-colors',
                              slot.available
                                ? 'border-brand-600 bg-white text-brand-800 hover:bg-brand-700 hover:text-white'
                                : 'cursor-not-allowed border-slate-200 bg-slate-100 text-slate-500 line-through',
                            )}
                          >
                            {format.instantTime(slot.start, timeZone)}
                            {slot.available ? null : (
                              <span className="sr-only">{t('slots.unavailable')}</span>
                            )}
                          </button>
                        </li>
                      ))}
                    </ul>
                  </div>
                );
              })
            )}
          </div>
        </>
      ) : (
        <p className="py-6 text-sm text-slate-600">{t('slots.noOpenDays')}</p>
      )}
    </section>
  );
}
