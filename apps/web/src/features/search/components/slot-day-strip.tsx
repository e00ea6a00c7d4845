import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { DoctorSlotDay } from '../api/get-doctor-slots';

interface SlotDayStripProps {
  /** The days on show (three). */
  days: readonly DoctorSlotDay[];
  /** Index of the first shown day among all of them. */
  firstIndex: number;
  selected: number;
  canGoBack: boolean;
  canGoForward: boolean;
  onBack: () => void;
  onForward: () => void;
  onPick: (index: number) => void;
}

function slotsText(count: number): string {
  if (count === 0) return 'No slots available';
  return `${count} slot${count === 1 ? '' : 's'} available`;
}

const arrowClass =
  'flex w-9 shrink-0 items-center justify-center rounded-lg text-slate-700 ring-1 ring-slate-200 hover:bg-white disabled:opacity-40';

/** Three days with how many slots each has open, and arrows to the days around them. */
export function SlotDayStrip({
  days,
  firstIndex,
  selected,
  canGoBack,
  canGoForward,
  onBack,
  onForward,
  onPick,
}: SlotDayStripProps) {
  return (
    <div className="flex items-stretch gap-2">
      <button
        type="button"
        onClick={onBack}
        disabled={!canGoBack}
        aria-label="Previous days"
        className={arrowClass}
      >
        <ChevronLeft aria-hidden="true" className="size-5" />
      </button>
      <ul className="grid flex-1 grid-cols-3 gap-2" aria-label="Choose a day">
        {days.map((day, offset) => {
          const index = firstIndex + offset;
          const isSelected = index === selected;
          return (
            <li key={day.date}>
              <button
                type="button"
                aria-pressed={isSelected}
                onClick={() => onPick(index)}
                className={cn(
                  'w-full rounded-xl border px-2 py-2.5 text-center transition-colors',
                  isSelected
                    ? 'border-brand-700 bg-white shadow-sm ring-1 ring-brand-700'
                    : 'border-transparent hover:bg-white',
                )}
              >
                <span className="block text-sm font-semibold text-slate-900">{day.label}</span>
                <span
                  className={cn(
                    'mt-0.5 block text-xs',
                    day.totalSlots > 0 ? 'font-medium text-green-700' : 'text-slate-600',
                  )}
                >
                  {slotsText(day.totalSlots)}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        onClick={onForward}
        disabled={!canGoForward}
        aria-label="Next days"
        className={arrowClass}
      >
        <ChevronRight aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
