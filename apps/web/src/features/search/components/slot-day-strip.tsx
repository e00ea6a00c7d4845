import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { DoctorSlotDay } from '../api/get-doctor-slots';
import { useDayLabel } from '../hooks/use-day-label';

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
  const { t } = useTranslation('search');
  const dayLabel = useDayLabel();
  return (
    <div className="flex items-stretch gap-2">
      <button
        type="button"
        onClick={onBack}
        disabled={!canGoBack}
        aria-label={t('slots.previousDays')}
        className={arrowClass}
      >
        <ChevronLeft aria-hidden="true" className="size-5" />
      </button>
      <ul className="grid flex-1 grid-cols-3 gap-2" aria-label={t('slots.chooseDay')}>
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
                <span className="block text-sm font-semibold text-slate-900">{dayLabel(day)}</span>
                <span
                  className={cn(
                    'mt-0.5 block text-xs',
                    day.totalSlots > 0 ? 'font-medium text-green-700' : 'text-slate-600',
                  )}
                >
                  {t('slots.available', { count: day.totalSlots })}
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
        aria-label={t('slots.nextDays')}
        className={arrowClass}
      >
        <ChevronRight aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
