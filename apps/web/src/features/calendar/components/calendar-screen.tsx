import { ChevronLeft, ChevronRight, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { localDateOf } from '@clinic/shared/time-zone';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormMessage } from '@/components/ui/form-message';
import { Spinner } from '@/components/ui/spinner';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useApiErrorMessage } from '@/hooks/use-api-error-text';
import { getApiErrorMessage } from '@/lib/api-client';
import { clock } from '@/lib/clock';
import { usePortalDisplay } from '@/lib/portal-display';
import { useGetCalendarQuery, type CalendarAppointment } from '../api/get-calendar';
import { useMoveAppointmentMutation } from '../api/move-appointment';
import { useCalendarText } from '../utils/calendar-text';
import { monthOf, parseMonth, shiftMonth } from '../utils/month-grid';
import { sameTimeOnDay } from '../utils/offset-date-time';
import { AddAppointmentDialog } from './add-appointment-dialog';
import { MobileMonth } from './mobile-month';
import { MonthGrid } from './month-grid';
import { MoveAppointmentDialog } from './move-appointment-dialog';

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const navButton =
  'inline-flex size-10 items-center justify-center rounded-lg text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100';

/**
 * The month calendar: opens on the current month (or ?month=YYYY-MM), adds slots with
 * the Add Appointment dialog, and moves appointments by drag and drop or the chip menu.
 */
export function CalendarScreen({ now = clock.now() }: { now?: Date }) {
  const { t } = useTranslation('portal');
  const errorMessage = useApiErrorMessage();
  const text = useCalendarText();
  const display = usePortalDisplay();
  const [params, setParams] = useSearchParams();
  const month = parseMonth(params.get('month')) ?? monthOf(now, browserTimeZone());
  const { data, isFetching, error } = useGetCalendarQuery(month, {
    refetchOnMountOrArgChange: 30,
  });
  const [moveAppointment] = useMoveAppointmentMutation();
  const [addOn, setAddOn] = useState<string | null>(null);
  const [moving, setMoving] = useState<CalendarAppointment | null>(null);
  // Seven 150 px columns need a tablet at least; phones get a compact month and a day list.
  const wide = useMediaQuery('(min-width: 768px)', true);

  const timeZone = data?.timeZone ?? browserTimeZone();
  const today = localDateOf(now, timeZone);
  const dayOf = (chip: CalendarAppointment) => localDateOf(new Date(chip.startTime), timeZone);

  // A fresh month's data may still be the previous month's while it loads.
  const appointments = useMemo(
    () => (data && data.month === month ? data.appointments : []),
    [data, month],
  );
  const byDay = useMemo(() => {
    const map = new Map<string, CalendarAppointment[]>();
    const sorted = [...appointments].sort((a, b) => a.startTime.localeCompare(b.startTime));
    for (const chip of sorted) {
      const day = localDateOf(new Date(chip.startTime), timeZone);
      map.set(day, [...(map.get(day) ?? []), chip]);
    }
    return map;
  }, [appointments, timeZone]);

  const goToMonth = (next: string) =>
    setParams((previous) => {
      const out = new URLSearchParams(previous);
      out.set('month', next);
      return out;
    });

  const move = async (chip: CalendarAppointment, date: string) => {
    if (dayOf(chip) === date) return;
    const target = sameTimeOnDay(chip.startTime, date, timeZone);
    if (!target) {
      toast.error(t('calendar.timeMissing', { time: display.time(chip.time) }));
      return;
    }
    const duration = new Date(chip.endTime).getTime() - new Date(chip.startTime).getTime();
    try {
      await moveAppointment({
        id: chip.id,
        startTime: target.text,
        month,
        optimistic: {
          startTime: target.instant.toISOString(),
          endTime: new Date(target.instant.getTime() + duration).toISOString(),
        },
      }).unwrap();
      toast.success(t('calendar.moved'));
    } catch (err) {
      toast.error(errorMessage(err, t('fallbacks.move')));
    }
  };

  const onDropOnDay = (id: string, date: string) => {
    const chip = appointments.find((item) => item.id === id);
    if (chip) void move(chip, date);
  };

  return (
    <div className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-col gap-3 border-b border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-2">
          <button
            type="button"
            className={navButton}
            aria-label={t('calendar.previousMonth')}
            onClick={() => goToMonth(shiftMonth(month, -1))}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <button
            type="button"
            className={navButton}
            aria-label={t('calendar.nextMonth')}
            onClick={() => goToMonth(shiftMonth(month, 1))}
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
          <h2 aria-live="polite" className="ml-2 text-xl font-bold tracking-tight text-slate-900">
            {text.monthTitle(month)}
          </h2>
          {isFetching ? <Spinner className="ml-1 size-5" /> : null}
        </div>
        <div className="flex items-center gap-2">
          {month !== today.slice(0, 7) ? (
            <button
              type="button"
              className={buttonStyles({ variant: 'secondary' })}
              onClick={() => goToMonth(today.slice(0, 7))}
            >
              {t('calendar.today')}
            </button>
          ) : null}
          <button
            type="button"
            className={buttonStyles()}
            onClick={() => setAddOn(month === today.slice(0, 7) ? today : `${month}-01`)}
          >
            <Plus aria-hidden="true" className="size-4.5" />
            {t('calendar.addNewSlots')}
          </button>
        </div>
      </div>
      {error ? (
        <div className="px-4 pt-4">
          <FormMessage message={getApiErrorMessage(error, t('fallbacks.calendar'))} />
        </div>
      ) : null}
      {wide ? (
        <>
          <p className="px-4 py-2.5 text-xs text-slate-600">{t('calendar.hint')}</p>
          <MonthGrid
            month={month}
            today={today}
            byDay={byDay}
            onAddOnDay={setAddOn}
            onDropOnDay={onDropOnDay}
            onMoveRequest={setMoving}
          />
        </>
      ) : (
        <MobileMonth
          month={month}
          today={today}
          byDay={byDay}
          onAddOnDay={setAddOn}
          onMoveRequest={setMoving}
        />
      )}
      <AddAppointmentDialog
        date={addOn}
        timeZone={timeZone}
        onClose={() => setAddOn(null)}
        onCreated={(date) => {
          if (date.slice(0, 7) !== month) goToMonth(date.slice(0, 7));
        }}
      />
      <MoveAppointmentDialog
        chip={moving}
        currentDate={moving ? dayOf(moving) : today}
        onClose={() => setMoving(null)}
        onMove={(chip, date) => void move(chip, date)}
      />
    </div>
  );
}
