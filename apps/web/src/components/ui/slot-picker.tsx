import { BellRing, Moon, Sun, Sunrise, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import type { Slot, SlotDay } from '@/types/slot-day';

const PARTS: { key: keyof SlotDay['slots']; label: string; icon: LucideIcon }[] = [
  { key: 'morning', label: 'Morning', icon: Sunrise },
  { key: 'afternoon', label: 'Afternoon', icon: Sun },
  { key: 'evening', label: 'Evening', icon: Moon },
];

interface SlotPickerProps {
  days: readonly SlotDay[];
  /** The chosen slot's start instant, highlighted wherever it is. */
  selectedStart: string | null;
  onSelect: (day: SlotDay, slot: Slot) => void;
  /** The day shown first (YYYY-MM-DD); defaults to the selected slot's day, else the first open one. */
  initialDate?: string | undefined;
  /** Prefixes the groups' accessible names when several pickers share a page. */
  label?: string;
  /** Offered on a day whose every slot is taken: ask to be told when one frees. */
  onJoinWaitlist?: ((day: SlotDay) => void) | undefined;
}

function slotsText(count: number): string {
  if (count === 0) return 'No slots';
  return `${count} slot${count === 1 ? '' : 's'}`;
}

/**
 * A day strip and the chosen day's slots grouped morning, afternoon and evening.
 * Taken or past slots are shown disabled. Fetching is the caller's business.
 */
export function SlotPicker({
  days,
  selectedStart,
  onSelect,
  initialDate,
  label = 'Available slots',
  onJoinWaitlist,
}: SlotPickerProps) {
  const dayOfSelected = selectedStart
    ? days.findIndex((day) =>
        PARTS.some((p) => day.slots[p.key].some((s) => s.start === selectedStart)),
      )
    : -1;
  const initialIndex = initialDate ? days.findIndex((day) => day.date === initialDate) : -1;
  const firstOpen = days.findIndex((day) => day.totalSlots > 0);
  const [picked, setPicked] = useState<number | null>(null);
  const fallback = [initialIndex, dayOfSelected, firstOpen, 0].find((i) => i >= 0) ?? 0;
  const selected = Math.min(picked ?? fallback, Math.max(days.length - 1, 0));
  const day = days[selected];

  if (!day) {
    return <p className="py-4 text-sm text-slate-600">No open days in the coming week.</p>;
  }

  return (
    <div>
      <ul
        aria-label={`${label}: choose a day`}
        className="-mx-1 flex snap-x gap-2 overflow-x-auto px-1 pt-1 pb-2 sm:flex-wrap sm:overflow-visible"
      >
        {days.map((item, index) => {
          const isSelected = index === selected;
          return (
            <li key={item.date} className="snap-start">
              <button
                type="button"
                aria-pressed={isSelected}
                onClick={() => setPicked(index)}
                className={cn(
                  'w-28 rounded-xl border px-2 py-2.5 text-center transition-colors',
                  isSelected
                    ? 'border-brand-700 bg-brand-50 ring-1 ring-brand-700'
                    : 'border-slate-200 bg-white hover:border-slate-400',
                )}
              >
                <span className="block text-sm font-semibold whitespace-nowrap text-slate-900">
                  {item.label}
                </span>
                <span
                  className={cn(
                    'mt-0.5 block text-xs',
                    item.totalSlots > 0 ? 'font-medium text-green-800' : 'text-slate-600',
                  )}
                >
                  {slotsText(item.totalSlots)}
                </span>
              </button>
            </li>
          );
        })}
      </ul>

      <div className="mt-4 space-y-4">
        {day.totalSlots === 0 ? (
          <div className="rounded-xl bg-slate-50 px-4 py-6 text-center text-sm text-slate-600 ring-1 ring-slate-200">
            <p>No slots available on {day.label}. Try another day.</p>
            {onJoinWaitlist && day.waitlist ? (
              <button
                type="button"
                onClick={() => onJoinWaitlist(day)}
                className="mt-3 inline-flex items-center gap-2 rounded-lg border border-brand-600 bg-white px-3 py-2 font-semibold text-brand-800 hover:bg-brand-50"
              >
                <BellRing aria-hidden="true" className="size-4" />
                Join waitlist for {day.label}
              </button>
            ) : null}
          </div>
        ) : (
          PARTS.map(({ key, label: partLabel, icon: Icon }) => {
            const slots = day.slots[key];
            if (slots.length === 0) return null;
            return (
              <div
                key={key}
                role="group"
                aria-label={`${day.label}, ${partLabel.toLowerCase()} slots`}
              >
                <p className="flex items-center gap-2 text-sm font-semibold text-slate-900">
                  <Icon aria-hidden="true" className="size-4 text-slate-600" />
                  {partLabel}
                </p>
                <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4">
                  {slots.map((slot) => {
                    const isChosen = slot.start === selectedStart;
                    return (
                      <li key={slot.start}>
                        <button
                          type="button"
                          disabled={!slot.available && !isChosen}
                          aria-pressed={isChosen}
                          onClick={() => onSelect(day, slot)}
                          className={cn(
                            'w-full rounded-lg border px-2 py-2 text-sm font-medium whitespace-nowrap transition-colors',
                            isChosen
                              ? 'border-brand-700 bg-brand-700 text-white'
                              : slot.available
                                ? 'border-brand-600 bg-white text-brand-800 hover:bg-brand-50'
                                : 'cursor-not-allowed border-slate-200 bg-slate-100 text-slate-500 line-through',
                          )}
                        >
                          {slot.time}
                          {slot.available || isChosen ? null : (
                            <span className="sr-only"> (unavailable)</span>
                          )}
                        </button>
                      </li>
                    );
                  })}
                </ul>
              </div>
            );
          })
        )}
      </div>
    </div>
  );
}
