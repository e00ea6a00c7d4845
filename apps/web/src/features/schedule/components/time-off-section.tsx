import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import { SCHEDULE_ERRORS, SCHEDULE_TEXTS, TIME_OFF_REASON_MAX } from '@clinic/shared/schedule';
import {
  addDays,
  localDateOf,
  localMinutesOf,
  localMinutesToUtcForward,
} from '@clinic/shared/time-zone';
import { buttonStyles } from '@/components/ui/button-styles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextField } from '@/components/ui/text-field';
import { getApiErrorMessage, type ApiError } from '@/lib/api-client';
import { formatClinicDate, formatClinicTime, formatLongDate } from '@/lib/clinic-time';
import { clock } from '@/lib/clock';
import {
  useAddTimeOffMutation,
  useCancelTimeOffAppointmentsMutation,
  useDeleteTimeOffMutation,
  type TimeOffItem,
} from '../api/schedule-api';
import { AppointmentList } from './weekly-hours-form';

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** 'Wednesday, 11 March 2026' for a whole day, '… – Friday, 13 March 2026' for days, times for part of a day. */
export function timeOffText(t: Pick<TimeOffItem, 'from' | 'to'>, timeZone: string): string {
  const from = new Date(t.from);
  const to = new Date(t.to);
  const wholeDays = localMinutesOf(from, timeZone) === 0 && localMinutesOf(to, timeZone) === 0;
  if (wholeDays) {
    const first = localDateOf(from, timeZone);
    const last = addDays(localDateOf(to, timeZone), -1);
    return first === last
      ? formatLongDate(first)
      : `${formatLongDate(first)} – ${formatLongDate(last)}`;
  }
  const sameDay = localDateOf(from, timeZone) === localDateOf(to, timeZone);
  return sameDay
    ? `${formatClinicDate(t.from, timeZone)}, ${formatClinicTime(t.from, timeZone)} – ${formatClinicTime(t.to, timeZone)}`
    : `${formatClinicDate(t.from, timeZone)}, ${formatClinicTime(t.from, timeZone)} – ${formatClinicDate(t.to, timeZone)}, ${formatClinicTime(t.to, timeZone)}`;
}

/** Time off: add (a day, days or part of a day), list, delete, and cancel what is booked inside. */
export function TimeOffSection({ items, timeZone }: { items: TimeOffItem[]; timeZone: string }) {
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
    if (!fromDate) return setErrors({ from: 'Choose the first day' });
    const last = wholeDay ? toDate || fromDate : fromDate;
    const from = localMinutesToUtcForward(fromDate, wholeDay ? 0 : minutesOf(startTime), timeZone);
    const to = wholeDay
      ? localMinutesToUtcForward(addDays(last, 1), 0, timeZone)
      : localMinutesToUtcForward(fromDate, minutesOf(endTime), timeZone);
    if (to <= from) return setErrors({ to: SCHEDULE_ERRORS.timeOffOrder });
    try {
      await addTimeOff({ from: from.toISOString(), to: to.toISOString(), reason }).unwrap();
      toast.success(SCHEDULE_TEXTS.timeOffAdded);
      setReason('');
      setErrors({});
    } catch (err) {
      const { field, message } = (err ?? {}) as Partial<ApiError>;
      if (field && message) setErrors({ [field]: message });
      toast.error(getApiErrorMessage(err, 'Could not add the time off.'));
    }
  };

  const remove = async (item: TimeOffItem) => {
    try {
      await deleteTimeOff({ id: item.id }).unwrap();
      toast.success(SCHEDULE_TEXTS.timeOffDeleted);
    } catch (err) {
      toast.error(getApiErrorMessage(err, 'Could not remove the time off.'));
    }
  };

  const confirmCancel = async () => {
    const item = confirming;
    setConfirming(null);
    if (!item) return;
    try {
      const answer = await cancelAll({ id: item.id }).unwrap();
      toast.success(SCHEDULE_TEXTS.cancelledAll(answer.cancelled.length));
    } catch (err) {
      toast.error(getApiErrorMessage(err, 'Could not cancel the appointments.'));
    }
  };

  // The form's To error names the end: the To date for whole days, else the end time.
  const toError = errors.to;

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {SCHEDULE_TEXTS.timeOff}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{SCHEDULE_TEXTS.timeOffHelp}</p>

      <form
        onSubmit={submit}
        noValidate
        className="mt-4 space-y-4"
        aria-label={SCHEDULE_TEXTS.addTimeOff}
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
            {SCHEDULE_TEXTS.wholeDay}
          </label>
        </div>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <TextField
            label={wholeDay ? SCHEDULE_TEXTS.from : 'Date'}
            type="date"
            min={today}
            value={fromDate}
            onChange={(e) => {
              setFromDate(e.target.value);
              if (toDate < e.target.value) setToDate(e.target.value);
              setErrors({});
            }}
            error={errors.from}
          />
          {wholeDay ? (
            <TextField
              label={SCHEDULE_TEXTS.to}
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
                label={SCHEDULE_TEXTS.startTime}
                type="time"
                value={startTime}
                onChange={(e) => {
                  setStartTime(e.target.value);
                  setErrors({});
                }}
              />
              <TextField
                label={SCHEDULE_TEXTS.endTime}
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
            label={SCHEDULE_TEXTS.reason}
            maxLength={TIME_OFF_REASON_MAX}
            value={reason}
            placeholder="Holiday, conference…"
            onChange={(e) => setReason(e.target.value)}
            error={errors.reason}
          />
        </div>
        <div className="flex justify-end">
          <button type="submit" className={buttonStyles()} disabled={adding.isLoading}>
            {adding.isLoading ? 'Adding…' : SCHEDULE_TEXTS.addTimeOff}
          </button>
        </div>
      </form>

      <h3 className="mt-6 text-base font-semibold text-slate-900">Planned</h3>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{SCHEDULE_TEXTS.noTimeOff}</p>
      ) : (
        <ul className="mt-2 space-y-3" aria-label="Planned time off">
          {items.map((item) => {
            const text = timeOffText(item, timeZone);
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
                        {SCHEDULE_TEXTS.cancelAll(n)}
                      </button>
                    ) : null}
                    <button
                      type="button"
                      className={buttonStyles({ variant: 'secondary', size: 'sm' })}
                      onClick={() => void remove(item)}
                      aria-label={`${SCHEDULE_TEXTS.deleteTimeOff} time off: ${text}`}
                    >
                      {SCHEDULE_TEXTS.deleteTimeOff}
                    </button>
                  </div>
                </div>
                {n > 0 ? (
                  <div className="mt-3 rounded-lg bg-amber-50 p-3">
                    <p className="text-sm font-medium text-amber-900">
                      {SCHEDULE_TEXTS.bookedInTimeOff(n)}
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
        title={SCHEDULE_TEXTS.confirmCancelTitle}
        confirmLabel={SCHEDULE_TEXTS.confirmCancel}
        destructive
        onConfirm={() => void confirmCancel()}
        onCancel={() => setConfirming(null)}
      >
        <p>
          {confirming
            ? `${SCHEDULE_TEXTS.cancelAll(confirming.appointments.length)} (${timeOffText(confirming, timeZone)}). `
            : ''}
          {SCHEDULE_TEXTS.confirmCancelBody}
        </p>
      </ConfirmDialog>
    </section>
  );
}
