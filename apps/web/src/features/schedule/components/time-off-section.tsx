import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { SCHEDULE_ERRORS, TIME_OFF_REASON_MAX } from '@clinic/shared/schedule';
import {
  addDays,
  localDateOf,
  localMinutesOf,
  localMinutesToUtcForward,
} from '@clinic/shared/time-zone';
import { buttonStyles } from '@/components/ui/button-styles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextField } from '@/components/ui/text-field';
import { useApiErrorMessage } from '@/hooks/use-api-error-text';
import type { ApiError } from '@/lib/api-client';
import { formatClinicDate, formatClinicTime, formatLongDate } from '@/lib/clinic-time';
import { clock } from '@/lib/clock';
import { useScheduleText } from '../utils/schedule-text';
import {
  useAddTimeOffMutation,
  useCancelTimeOffAppointmentsMutation,
  useDeleteTimeOffMutation,
  type TimeOffItem,
} from '../api/schedule-api';
import { AppointmentList } from './weekly-hours-form';

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** 'Wednesday, 11 March 2026' for a whole day, '… – Friday, 13 March 2026' for days, times for part of a day. */
export function timeOffText(
  t: Pick<TimeOffItem, 'from' | 'to'>,
  timeZone: string,
  text: {
    longDate: (date: string) => string;
    clinicDate: (instant: string, timeZone: string) => string;
    clinicTime: (instant: string, timeZone: string) => string;
  } = { longDate: formatLongDate, clinicDate: formatClinicDate, clinicTime: formatClinicTime },
): string {
  const { longDate, clinicDate, clinicTime } = text;
  const from = new Date(t.from);
  const to = new Date(t.to);
  const wholeDays = localMinutesOf(from, timeZone) === 0 && localMinutesOf(to, timeZone) === 0;
  if (wholeDays) {
    const first = localDateOf(from, timeZone);
    const last = addDays(localDateOf(to, timeZone), -1);
    return first === last ? longDate(first) : `${longDate(first)} – ${longDate(last)}`;
  }
  const sameDay = localDateOf(from, timeZone) === localDateOf(to, timeZone);
  return sameDay
    ? `${clinicDate(t.from, timeZone)}, ${clinicTime(t.from, timeZone)} – ${clinicTime(t.to, timeZone)}`
    : `${clinicDate(t.from, timeZone)}, ${clinicTime(t.from, timeZone)} – ${clinicDate(t.to, timeZone)}, ${clinicTime(t.to, timeZone)}`;
}

/** Time off: add (a day, days or part of a day), list, delete, and cancel what is booked inside. */
export function TimeOffSection({ items, timeZone }: { items: TimeOffItem[]; timeZone: string }) {
  const { t } = useTranslation('schedule');
  const errorMessage = useApiErrorMessage();
  const scheduleText = useScheduleText();
  const { message } = scheduleText;
  const id = useId();
  const today = localDateOf(clock.now(), timeZone);
  const [fromDate, setFromDate] = useState(today);
  const [toDate, setToDate] = useState(today);
  const [wholeDay, setWholeDay] = useState(true);
  const [startTime, setStartTime] = useState('09:00');
  const [endTime, setEndTime] = useState('13:00');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState<TimeOffItem | null>(null);
  const [addTimeOff, adding] = useAddTimeOffMutation();
  const [deleteTimeOff] = useDeleteTimeOffMutation();
  const [cancelAll, cancelling] = useCancelTimeOffAppointmentsMutation();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!fromDate) return setErrors({ from: t('chooseFirstDay') });
    const last = wholeDay ? toDate || fromDate : fromDate;
    const from = localMinutesToUtcForward(fromDate, wholeDay ? 0 : minutesOf(startTime), timeZone);
    const to = wholeDay
      ? localMinutesToUtcForward(addDays(last, 1), 0, timeZone)
      : localMinutesToUtcForward(fromDate, minutesOf(endTime), timeZone);
    if (to <= from) return setErrors({ to: SCHEDULE_ERRORS.timeOffOrder });
    try {
      await addTimeOff({ from: from.toISOString(), to: to.toISOString(), reason }).unwrap();
      toast.success(t('texts.timeOffAdded'));
      setReason('');
      setErrors({});
    } catch (err) {
      const { field, message } = (err ?? {}) as Partial<ApiError>;
      if (field && message) setErrors({ [field]: message });
      toast.error(errorMessage(err, t('addFailed')));
    }
  };

  const remove = async (item: TimeOffItem) => {
    try {
      await deleteTimeOff({ id: item.id }).unwrap();
      toast.success(t('texts.timeOffDeleted'));
    } catch (err) {
      toast.error(errorMessage(err, t('removeFailed')));
    }
  };

  const confirmCancel = async () => {
    const item = confirming;
    setConfirming(null);
    if (!item) return;
    try {
      const answer = await cancelAll({ id: item.id }).unwrap();
      toast.success(t('texts.cancelledAll', { count: answer.cancelled.length }));
    } catch (err) {
      toast.error(errorMessage(err, t('cancelFailed')));
    }
  };

  // The form's To error names the end: the To date for whole days, else the end time.
  const toError = message(errors.to);

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {t('texts.timeOff')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('texts.timeOffHelp')}</p>

      <form
        onSubmit={submit}
        noValidate
        className="mt-4 space-y-4"
        aria-label={t('texts.addTimeOff')}
      >
        <div className="flex items-center gap-2">
          <input
            id={`${id}-whole`}
            type="checkbox"
            checked={wholeDay}
            onChange={(e) => {
              setWholeDay(e.target.checked);
              setErrors({});
            }}
            className="size-4 rounded border-slate-400 accent-brand-700"
          />
          <label htmlFor={`${id}-whole`} className="text-sm font-medium text-slate-800">
            {t('texts.wholeDay')}
          </label>
        </div>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <TextField
            label={wholeDay ? t('texts.from') : t('date')}
            type="date"
            min={today}
            value={fromDate}
            onChange={(e) => {
              setFromDate(e.target.value);
              if (toDate < e.target.value) setToDate(e.target.value);
              setErrors({});
            }}
            error={message(errors.from)}
          />
          {wholeDay ? (
            <TextField
              label={t('texts.to')}
              type="date"
              min={fromDate || today}
              value={toDate}
              onChange={(e) => {
                setToDate(e.target.value);
                setErrors({});
              }}
              error={toError}
            />
          ) : (
            <>
              <TextField
                label={t('texts.startTime')}
                type="time"
                value={startTime}
                onChange={(e) => {
                  setStartTime(e.target.value);
                  setErrors({});
                }}
              />
              <TextField
                label={t('texts.endTime')}
                type="time"
                value={endTime}
                onChange={(e) => {
                  setEndTime(e.target.value);
                  setErrors({});
                }}
                error={toError}
              />
            </>
          )}
          <TextField
            label={t('texts.reason')}
            maxLength={TIME_OFF_REASON_MAX}
            value={reason}
            placeholder={t('reasonPlaceholder')}
            onChange={(e) => setReason(e.target.value)}
            error={message(errors.reason)}
          />
        </div>
        <div className="flex justify-end">
          <button type="submit" className={buttonStyles()} disabled={adding.isLoading}>
            {adding.isLoading ? t('adding') : t('texts.addTimeOff')}
          </button>
        </div>
      </form>

      <h3 className="mt-6 text-base font-semibold text-slate-900">{t('planned')}</h3>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('texts.noTimeOff')}</p>
      ) : (
        <ul className="mt-2 space-y-3" aria-label={t('plannedLabel')}>
          {items.map((item) => {
            const text = timeOffText(item, timeZone, scheduleText);
            const n = item.appointments.length;
            return (
              <li key={item.id} className="rounded-lg border border-slate-200 p-3 sm:p-4">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div>
                    <p className="font-medium text-slate-900">{text}</p>
                    {item.reason ? <p className="text-sm text-slate-600">{item.reason}</p> : null}
                  </div>
                  <div className="flex flex-wrap gap-2">
                    {n > 0 ? (
                      <button
                        type="button"
                        className={buttonStyles({
                          size: 'sm',
                          className: 'bg-red-700 hover:bg-red-800 focus-visible:outline-red-700',
                        })}
                        disabled={cancelling.isLoading}
                        onClick={() => setConfirming(item)}
                      >
                        {t('texts.cancelAll', { count: n })}
                      </button>
                    ) : null}
                    <button
                      type="button"
                      className={buttonStyles({ variant: 'secondary', size: 'sm' })}
                      onClick={() => void remove(item)}
                      aria-label={t('deleteLabel', {
                        delete: t('texts.deleteTimeOff'),
                        when: text,
                      })}
                    >
                      {t('texts.deleteTimeOff')}
                    </button>
                  </div>
                </div>
                {n > 0 ? (
                  <div className="mt-3 rounded-lg bg-amber-50 p-3">
                    <p className="text-sm font-medium text-amber-900">
                      {t('texts.bookedInTimeOff', { count: n })}
                    </p>
                    <AppointmentList appointments={item.appointments} timeZone={timeZone} />
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}

      <ConfirmDialog
        open={confirming !== null}
        title={t('texts.confirmCancelTitle')}
        confirmLabel={t('texts.confirmCancel')}
        destructive
        onConfirm={() => void confirmCancel()}
        onCancel={() => setConfirming(null)}
      >
        <p>
          {confirming
            ? `${t('texts.cancelAll', { count: confirming.appointments.length })} (${timeOffText(confirming, timeZone, scheduleText)}). `
            : ''}
          {t('texts.confirmCancelBody')}
        </p>
      </ConfirmDialog>
    </section>
  );
}
