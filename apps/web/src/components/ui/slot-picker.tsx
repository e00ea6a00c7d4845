import { BellRing, Moon, Sun, Sunrise, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/i18n/format';
import type { Slot, SlotDay } from '@/types/slot-day';

const PARTS: { key: keyof SlotDay['slots']; icon: LucideIcon }[] = [
  { key: 'morning', icon: Sunrise },
  { key: 'afternoon', icon: Sun },
  { key: 'evening', icon: Moon },
];

interface SlotPickerProps {
  days: readonly SlotDay[];
  /** The clinic's IANA zone: each slot's time is shown from its start instant in it. */
  timeZone: string;
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

/**
 * A day's name in the language shown: the server's own label in English
 * ('Today', 'Tomorrow', 'Wed, 12 Mar'), else the same said in that language.
 */
export function useSlotDayLabel() {
  const { t } = useTranslation('booking');
  const f = useFormat();
  return (day: SlotDay) => {
    if (f.language === 'en') return day.label;
    if (day.label === 'Today') return t('slots.today');
    if (day.label === 'Tomorrow') return t('slots.tomorrow');
    return f.date(day.date, 'short');
  };
}

/**
 * A day strip and the chosen day's slots grouped morning, afternoon and evening.
 * Taken or past slots are shown disabled. Fetching is the caller's business.
 */
export function SlotPicker({
  days,
  timeZone,
  selectedStart,
  onSelect,
  initialDate,
  label: givenLabel,
  onJoinWaitlist,
}: SlotPickerProps) {
  const { t } = useTranslation('booking');
  const dayLabel = useSlotDayLabel();
  const f = useFormat();
  const label = givenLabel ?? t('slots.availableSlots');
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
    return <p className="py-4 text-sm text-slate-600">{t('slots.noOpenDays')}</p>;
  }

  return (
    <div>
      <ul
        aria-label={t('slots.chooseDay', { label })}
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
                  {dayLabel(item)}
                </span>
                <span
                  className={cn(
                    'mt-0.5 block text-xs',
                    item.totalSlots > 0 ? 'font-medium text-green-800' : 'text-slate-600',
                  )}
                >
                  {t('slots.count', { count: item.totalSlots })}
                </span>
              </button>
            </li>
          );
        })}
      </ul>

      <div className="mt-4 space-y-4">
        {day.totalSlots === 0 ? (
          <div className="rounded-xl bg-slate-50 px-4 py-6 text-center text-sm text-slate-600 ring-1 ring-slate-200">
            <p>{t('slots.noSlotsOn', { day: dayLabel(day) })}</p>
            {onJoinWaitlist && day.waitlist ? (
              <button
                type="button"
                onClick={() => onJoinWaitlist(day)}
                className="mt-3 inline-flex items-center gap-2 rounded-lg border border-brand-600 bg-white px-3 py-2 font-semibold text-brand-800 hover:bg-brand-50"
              >
                <BellRing aria-hidden="true" className="size-4" />
                {t('slots.joinWaitlistFor', { day: dayLabel(day) })}
              </button>
            ) : null}
          </div>
        ) : (
          PARTS.map(({ key, icon: Icon }) => {
            const slots = day.slots[key];
            if (slots.length === 0) return null;
            return (
              <div
                key={key}
                role="group"
                aria-label={t(`slots.${key}Slots`, { day: dayLabel(day) })}
              >
                <p className="flex items-center gap-2 text-sm font-semibold text-slate-900">
                  <Icon aria-hidden="true" className="size-4 text-slate-600" />
                  {t(`slots.${key}`)}
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
                          {f.instantTime(slot.start, timeZone)}
                          {slot.available || isChosen ? null : (
                            <span className="sr-only">{t('slots.unavailable')}</span>
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
