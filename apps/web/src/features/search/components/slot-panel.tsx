import { BellRing, Moon, Sun, Sunrise } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { RESULTS_PICKER_DAYS_VISIBLE } from '@clinic/shared/constants';
import { DROPDOWN_TEXTS } from '@clinic/shared/messages';
import { WAITLIST_MESSAGES } from '@clinic/shared/waitlist';
import { Spinner } from '@/components/ui/spinner';
import { getApiErrorMessage } from '@/lib/api-client';
import type { BookingMode } from '@/lib/booking-link';
import { cn } from '@/lib/cn';
import { waitlistJoinPath } from '@/lib/waitlist-link';
import {
  useGetDoctorSlotsQuery,
  type DoctorSlot,
  type DoctorSlotDay,
} from '../api/get-doctor-slots';
import { formatRupees } from '../utils/format';
import { SlotDayStrip } from './slot-day-strip';

const PARTS: { key: keyof DoctorSlotDay['slots']; label: string; icon: LucideIcon }[] = [
  { key: 'morning', label: 'Morning', icon: Sunrise },
  { key: 'afternoon', label: 'Afternoon', icon: Sun },
  { key: 'evening', label: 'Evening', icon: Moon },
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
  const query = useGetDoctorSlotsQuery({ doctorId }, { refetchOnMountOrArgChange: 30 });
  const [mode, setMode] = useState<BookingMode>(offersVirtual ? initialMode : 'clinic');
  const [picked, setPicked] = useState<number | null>(null);
  const [shownFrom, setShownFrom] = useState<number | null>(null);

  const days = query.data?.days ?? [];
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
      aria-label={`Available slots for ${doctorName}`}
      className="border-t border-slate-200 bg-slate-50/70 px-4 py-5 sm:px-6"
    >
      {offersVirtual ? (
        <fieldset className="mb-5">
          <legend className="mb-2 text-sm font-semibold text-slate-900">Consultation type</legend>
          <div className="grid gap-2 sm:max-w-xl sm:grid-cols-2">
            {(
              [
                ['clinic', 'Clinic visit', offlineFee],
                ['virtual', 'Video consultation', onlineFee],
              ] as const
            ).map(([value, label, fee]) => (
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
                  <span className="font-medium text-slate-900">{label}</span>
                </span>
                <span className="font-semibold text-slate-700">{formatRupees(fee)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}

      {query.isLoading ? (
        <p role="status" className="flex items-center gap-2 py-6 text-sm text-slate-600">
          <Spinner className="size-5" />
          Loading available slots...
        </p>
      ) : query.isError ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-800"
        >
          <span>{DROPDOWN_TEXTS.error(getApiErrorMessage(query.error))}</span>
          <button
            type="button"
            onClick={() => void query.refetch()}
            className="rounded-lg bg-white px-3 py-1.5 font-semibold text-rose-800 ring-1 ring-rose-300 hover:bg-rose-100"
          >
            Try again
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
                <p>No slots available on {day.label}. Try another day.</p>
                {/* A day full of bookings that may free (not closed, off or gone by):
                    the waitlist tells the patient by SMS when one frees. */}
                {day.waitlist ? (
                  <Link
                    to={waitlistJoinPath(doctorId, day.date)}
                    className="mt-3 inline-flex items-center gap-2 rounded-lg border border-brand-600 bg-white px-3 py-2 font-semibold text-brand-800 hover:bg-brand-50"
                  >
                    <BellRing aria-hidden="true" className="size-4" />
                    {WAITLIST_MESSAGES.joinForDay(day.label)}
                  </Link>
                ) : null}
              </div>
            ) : (
              PARTS.map(({ key, label, icon: Icon }) => {
                const slots = day.slots[key];
                if (slots.length === 0) return null;
                const open = slots.filter((slot) => slot.available).length;
                return (
                  <div key={key} role="group" aria-label={`${label} slots`}>
                    <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
                      <Icon aria-hidden="true" className="size-4 text-slate-600" />
                      {label}
                      <span className="font-normal text-slate-600">
                        ({open} {open === 1 ? 'slot' : 'slots'})
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
                            {slot.time}
                            {slot.available ? null : (
                              <span className="sr-only"> (unavailable)</span>
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
        <p className="py-6 text-sm text-slate-600">
          This doctor has no open days in the next week.
        </p>
      )}
    </section>
  );
}
