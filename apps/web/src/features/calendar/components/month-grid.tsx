import { useState, type DragEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CALENDAR_COLUMNS, CALENDAR_MIN_CELL_HEIGHT_PX } from '@clinic/shared/constants';
import { cn } from '@/lib/cn';
import type { CalendarAppointment } from '../api/get-calendar';
import { useCalendarText } from '../utils/calendar-text';
import { monthGrid } from '../utils/month-grid';
import { MoreChips } from './more-chips';
import { CHIP_DRAG_TYPE, SlotChip } from './slot-chip';

/** Chips a day shows before the rest go behind the '2+' badge. */
export const MAX_VISIBLE_CHIPS = 4;

interface MonthGridProps {
  month: string;
  /** YYYY-MM-DD in the clinic's zone. */
  today: string;
  /** Appointments by local date, each day in time order. */
  byDay: ReadonlyMap<string, CalendarAppointment[]>;
  onAddOnDay: (date: string) => void;
  onDropOnDay: (appointmentId: string, date: string) => void;
  onMoveRequest: (chip: CalendarAppointment) => void;
}

/**
 * The month as a 7-column table, Sunday first; days of the neighbouring months are
 * shaded and today is marked. A click on a day (or its number, for keyboards) adds an
 * appointment there; a chip dropped on a day moves there.
 */
export function MonthGrid({
  month,
  today,
  byDay,
  onAddOnDay,
  onDropOnDay,
  onMoveRequest,
}: MonthGridProps) {
  const { t } = useTranslation('portal');
  const { monthTitle, longDate, weekdays } = useCalendarText();
  const weeks = monthGrid(month);
  const [draggingId, setDraggingId] = useState<string | null>(null);
  const [overDate, setOverDate] = useState<string | null>(null);

  const onCellClick = (event: MouseEvent<HTMLTableCellElement>, date: string) => {
    // Chips, badges and their menus handle their own clicks.
    if ((event.target as HTMLElement).closest('button, a, [role="menu"], [role="dialog"]')) return;
    onAddOnDay(date);
  };

  const canDrop = (event: DragEvent) => event.dataTransfer.types.includes(CHIP_DRAG_TYPE);

  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[52rem] table-fixed border-collapse">
        <caption className="sr-only">{t('calendar.caption', { month: monthTitle(month) })}</caption>
        <thead>
          <tr>
            {weekdays.slice(0, CALENDAR_COLUMNS).map((weekday) => (
              <th
                key={weekday.key}
                scope="col"
                className="border-b border-slate-200 bg-slate-50 px-2 py-2.5 text-xs font-semibold tracking-wide text-slate-600 uppercase"
              >
                {weekday.long}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]!.date}>
              {week.map(({ date, day, inMonth }) => {
                const chips = byDay.get(date) ?? [];
                const overflow = chips.length > MAX_VISIBLE_CHIPS;
                const visible = overflow ? chips.slice(0, MAX_VISIBLE_CHIPS - 1) : chips;
                const isToday = date === today;
                const label = longDate(date);
                return (
                  <td
                    key={date}
                    aria-current={isToday ? 'date' : undefined}
                    style={{ height: CALENDAR_MIN_CELL_HEIGHT_PX }}
                    onClick={(event) => onCellClick(event, date)}
                    onDragOver={(event) => {
                      if (!canDrop(event)) return;
                      event.preventDefault();
                      event.dataTransfer.dropEffect = 'move';
                      if (overDate !== date) setOverDate(date);
                    }}
                    onDragLeave={(event) => {
                      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
                        setOverDate((current) => (current === date ? null : current));
                      }
                    }}
                    onDrop={(event) => {
                      if (!canDrop(event)) return;
                      event.preventDefault();
                      setOverDate(null);
                      setDraggingId(null);
                      const id = event.dataTransfer.getData(CHIP_DRAG_TYPE);
                      if (id) onDropOnDay(id, date);
                    }}
                    className={cn(
                      'cursor-pointer border border-slate-200 p-1.5 align-top transition-colors',
                      overDate === date
                        ? 'bg-brand-100/70 ring-2 ring-brand-600 ring-inset'
                        : isToday
                          ? 'bg-brand-50/70 hover:bg-brand-50'
                          : inMonth
                            ? 'bg-white hover:bg-slate-50/70'
                            : 'bg-slate-100/80',
                    )}
                  >
                    <div className="flex h-full flex-col gap-1">
                      <button
                        type="button"
                        onClick={() => onAddOnDay(date)}
                        aria-label={t('calendar.addOnDay', { day: label })}
                        className={cn(
                          'flex size-7 items-center justify-center self-start rounded-full text-sm font-semibold hover:ring-2 hover:ring-brand-600',
                          isToday
                            ? 'bg-brand-700 text-white'
                            : inMonth
                              ? 'text-slate-900'
                              : 'text-slate-600',
                        )}
                      >
                        {day}
                      </button>
                      {visible.length > 0 ? (
                        <ul
                          className="flex flex-col gap-1"
                          aria-label={t('calendar.appointmentsOn', { day: label })}
                        >
                          {visible.map((chip) => (
                            <li key={chip.id}>
                              <SlotChip
                                chip={chip}
                                dragging={draggingId === chip.id}
                                onDragStart={(c) => setDraggingId(c.id)}
                                onDragEnd={() => {
                                  setDraggingId(null);
                                  setOverDate(null);
                                }}
                                onMove={onMoveRequest}
                              />
                            </li>
                          ))}
                        </ul>
                      ) : null}
                      {overflow ? (
                        <div>
                          <MoreChips
                            chips={chips}
                            hidden={chips.length - visible.length}
                            dayLabel={label}
                            onMove={onMoveRequest}
                          />
                        </div>
                      ) : null}
                    </div>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
