import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '@/components/ui/button-styles';
import { cn } from '@/lib/cn';
import type { CalendarAppointment } from '../api/get-calendar';
import { useCalendarText } from '../utils/calendar-text';
import { monthGrid } from '../utils/month-grid';
import { SlotChip } from './slot-chip';

interface MobileMonthProps {
  month: string;
  today: string;
  byDay: ReadonlyMap<string, CalendarAppointment[]>;
  onAddOnDay: (date: string) => void;
  onMoveRequest: (chip: CalendarAppointment) => void;
}

/**
 * The month on a phone: seven narrow columns of day numbers with a dot per
 * appointment, and the chosen day's appointments listed below in full.
 */
export function MobileMonth({ month, today, byDay, onAddOnDay, onMoveRequest }: MobileMonthProps) {
  const { t } = useTranslation('portal');
  const { monthTitle, longDate, weekdays } = useCalendarText();
  const weeks = monthGrid(month);
  const [picked, setPicked] = useState<string | null>(null);
  const selected =
    picked && picked.startsWith(month) ? picked : today.startsWith(month) ? today : `${month}-01`;
  const chips = byDay.get(selected) ?? [];

  return (
    <div className="px-2 pb-4">
      <table className="w-full table-fixed border-collapse">
        <caption className="sr-only">{t('calendar.caption', { month: monthTitle(month) })}</caption>
        <thead>
          <tr>
            {weekdays.map((weekday) => (
              <th
                key={weekday.key}
                scope="col"
                className="py-2 text-xs font-semibold text-slate-600"
              >
                <abbr title={weekday.long} className="no-underline">
                  {weekday.short}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]!.date}>
              {week.map(({ date, day, inMonth }) => {
                const count = byDay.get(date)?.length ?? 0;
                const isSelected = date === selected;
                const isToday = date === today;
                return (
                  <td key={date} className="p-0.5" aria-current={isToday ? 'date' : undefined}>
                    <button
                      type="button"
                      onClick={() => setPicked(date)}
                      aria-pressed={isSelected}
                      aria-label={t('calendar.dayCount', { day: longDate(date), count })}
                      className={cn(
                        'flex h-14 w-full flex-col items-center justify-start gap-1 rounded-lg pt-1.5 text-sm font-semibold',
                        isSelected
                          ? 'bg-brand-700 text-white'
                          : isToday
                            ? 'bg-brand-50 text-brand-900 ring-1 ring-brand-600'
                            : inMonth
                              ? 'text-slate-900 hover:bg-slate-100'
                              : 'bg-slate-100/80 text-slate-600',
                      )}
                    >
                      {day}
                      {count > 0 ? (
                        <span aria-hidden="true" className="flex items-center gap-0.5">
                          {Array.from({ length: Math.min(count, 3) }, (_, i) => (
                            <span
                              key={i}
                              className={cn(
                                'size-1.5 rounded-full',
                                isSelected ? 'bg-white' : 'bg-brand-600',
                              )}
                            />
                          ))}
                          {count > 3 ? (
                            <span className="text-[0.625rem] leading-none font-bold">+</span>
                          ) : null}
                        </span>
                      ) : null}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>

      <section
        aria-labelledby="mobile-day-heading"
        className="mt-4 border-t border-slate-200 px-2 pt-4"
      >
        <div className="flex items-center justify-between gap-3">
          <h3 id="mobile-day-heading" className="text-sm font-semibold text-slate-900">
            {longDate(selected)}
          </h3>
          <button
            type="button"
            onClick={() => onAddOnDay(selected)}
            className={buttonStyles({ variant: 'secondary', size: 'sm' })}
          >
            <Plus aria-hidden="true" className="size-4" />
            {t('calendar.addSlot')}
          </button>
        </div>
        {chips.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">{t('calendar.emptyDay')}</p>
        ) : (
          <ul className="mt-3 space-y-2">
            {chips.map((chip) => (
              <li key={chip.id} className="text-sm">
                <SlotChip
                  chip={chip}
                  dragging={false}
                  onDragStart={() => {}}
                  onDragEnd={() => {}}
                  onMove={onMoveRequest}
                  size="large"
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
