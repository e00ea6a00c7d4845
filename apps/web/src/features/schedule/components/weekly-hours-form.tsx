import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { DAYS_OF_WEEK } from '@clinic/shared/constants';
import {
  BOOKING_HORIZON_DAYS_MAX,
  BOOKING_HORIZON_DAYS_MIN,
  MIN_NOTICE_MINUTES_MAX,
  SLOT_MINUTES_MAX,
  SLOT_MINUTES_MIN,
  scheduleSchema,
} from '@clinic/shared/schedule';
import { buttonStyles } from '@/components/ui/button-styles';
import { FieldError } from '@/components/ui/form-message';
import { inputStyles, labelStyles } from '@/components/ui/input-styles';
import { TextField } from '@/components/ui/text-field';
import { useApiErrorMessage } from '@/hooks/use-api-error-text';
import type { ApiError } from '@/lib/api-client';
import { useStatusLabel } from '@/components/ui/status-badge';
import { useScheduleText } from '../utils/schedule-text';
import {
  useSaveScheduleMutation,
  type AppointmentBrief,
  type ScheduleAnswer,
  type ShiftRow,
} from '../api/schedule-api';

// Monday first, as a clinic's week reads.
const WEEK: string[] = [...DAYS_OF_WEEK.slice(1), DAYS_OF_WEEK[0]!];

type Shifts = Record<string, { startTime: string; endTime: string }[]>;

const byDay = (shifts: ShiftRow[]): Shifts =>
  Object.fromEntries(
    WEEK.map((d) => [
      d,
      shifts
        .filter((s) => s.dayOfWeek === d)
        .map(({ startTime, endTime }) => ({ startTime, endTime })),
    ]),
  );

/** The doctor's week: several shifts a day, a day without any is closed; slot settings below. */
export function WeeklyHoursForm({ schedule }: { schedule: ScheduleAnswer }) {
  const { t } = useTranslation('schedule');
  const errorMessage = useApiErrorMessage();
  const { dayName, message } = useScheduleText();
  const id = useId();
  const [shifts, setShifts] = useState<Shifts>(() => byDay(schedule.shifts));
  const [slotMinutes, setSlotMinutes] = useState(String(schedule.slotMinutes));
  const [minNotice, setMinNotice] = useState(String(schedule.minNoticeMinutes));
  const [horizon, setHorizon] = useState(String(schedule.bookingHorizonDays));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outside, setOutside] = useState<AppointmentBrief[]>(schedule.outsideHours);
  const [save, { isLoading }] = useSaveScheduleMutation();

  useEffect(() => setOutside(schedule.outsideHours), [schedule.outsideHours]);

  const flat = () => WEEK.flatMap((d) => (shifts[d] ?? []).map((s) => ({ dayOfWeek: d, ...s })));
  const change = (day: string, i: number, key: 'startTime' | 'endTime', value: string) => {
    setShifts((all) => ({
      ...all,
      [day]: (all[day] ?? []).map((s, j) => (j === i ? { ...s, [key]: value } : s)),
    }));
    setErrors({});
  };
  const add = (day: string) => {
    setShifts((all) => {
      const list = all[day] ?? [];
      const last = list[list.length - 1];
      const next = last
        ? { startTime: last.endTime, endTime: '' }
        : { startTime: '09:00', endTime: '17:00' };
      return { ...all, [day]: [...list, next] };
    });
    setErrors({});
  };
  const remove = (day: string, i: number) => {
    setShifts((all) => ({ ...all, [day]: (all[day] ?? []).filter((_, j) => j !== i) }));
    setErrors({});
  };

  /** An error path ('shifts.3.endTime') back to the day and shift it names. */
  const shiftKey = (day: string, i: number, key: string) => {
    const before = WEEK.slice(0, WEEK.indexOf(day)).reduce(
      (n, d) => n + (shifts[d]?.length ?? 0),
      0,
    );
    return `shifts.${before + i}.${key}`;
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const input = {
      shifts: flat(),
      slotMinutes: Number(slotMinutes),
      minNoticeMinutes: Number(minNotice),
      bookingHorizonDays: Number(horizon),
    };
    const parsed = scheduleSchema.safeParse(input);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path.join('.') || 'shifts';
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    try {
      const answer = await save(parsed.data).unwrap();
      setOutside(answer.outsideHours);
      toast.success(t('texts.saved'));
    } catch (err) {
      const { field, message } = (err ?? {}) as Partial<ApiError>;
      if (field && message) setErrors({ [field]: message });
      toast.error(errorMessage(err, t('saveFailed')));
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="space-y-6">
      <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          {t('texts.weeklyHours')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {t('timeZone', { timeZone: schedule.timeZone })}
        </p>
        {errors.shifts ? (
          <FieldError id={`${id}-shifts-error`} message={message(errors.shifts)} />
        ) : null}
        <ul className="mt-4 divide-y divide-slate-100">
          {WEEK.map((day) => {
            const list = shifts[day] ?? [];
            return (
              <li key={day} className="flex flex-col gap-3 py-3 sm:flex-row sm:items-start">
                <h3 className="w-28 shrink-0 pt-2 text-sm font-semibold text-slate-800">
                  {dayName(day)}
                </h3>
                <div className="flex-1 space-y-3">
                  {list.length === 0 ? (
                    <p className="pt-2 text-sm text-slate-600">{t('texts.closed')}</p>
                  ) : (
                    list.map((s, i) => {
                      const label = t('shiftLabel', { day: dayName(day), n: i + 1 });
                      const startErr = errors[shiftKey(day, i, 'startTime')];
                      const endErr = errors[shiftKey(day, i, 'endTime')];
                      return (
                        // min-w-0: a fieldset is otherwise as wide as its content's minimum.
                        <fieldset key={i} className="min-w-0">
                          <legend className="sr-only">{label}</legend>
                          <div className="flex items-end gap-2 sm:gap-3">
                            <div className="min-w-0 flex-1 sm:flex-none">
                              <label htmlFor={`${id}-${day}-${i}-start`} className={labelStyles}>
                                {t('texts.opens')}
                                <span className="sr-only"> ({label})</span>
                              </label>
                              <input
                                id={`${id}-${day}-${i}-start`}
                                type="time"
                                value={s.startTime}
                                onChange={(e) => change(day, i, 'startTime', e.target.value)}
                                aria-invalid={startErr ? true : undefined}
                                aria-describedby={startErr ? `${id}-${day}-${i}-error` : undefined}
                                className={inputStyles({
                                  invalid: Boolean(startErr),
                                  className: 'mt-1 w-full sm:w-36',
                                })}
                              />
                            </div>
                            <div className="min-w-0 flex-1 sm:flex-none">
                              <label htmlFor={`${id}-${day}-${i}-end`} className={labelStyles}>
                                {t('texts.closes')}
                                <span className="sr-only"> ({label})</span>
                              </label>
                              <input
                                id={`${id}-${day}-${i}-end`}
                                type="time"
                                value={s.endTime}
                                onChange={(e) => change(day, i, 'endTime', e.target.value)}
                                aria-invalid={endErr ? true : undefined}
                                aria-describedby={endErr ? `${id}-${day}-${i}-error` : undefined}
                                className={inputStyles({
                                  invalid: Boolean(endErr),
                                  className: 'mt-1 w-full sm:w-36',
                                })}
                              />
                            </div>
                            <button
                              type="button"
                              onClick={() => remove(day, i)}
                              className={buttonStyles({
                                variant: 'ghost',
                                size: 'md',
                                className: 'shrink-0 px-2.5',
                              })}
                              aria-label={`${t('texts.removeShift')}: ${label}`}
                            >
                              <Trash2 aria-hidden="true" className="size-4" />
                            </button>
                          </div>
                          <FieldError
                            id={`${id}-${day}-${i}-error`}
                            message={message(startErr ?? endErr)}
                          />
                        </fieldset>
                      );
                    })
                  )}
                </div>
                <button
                  type="button"
                  onClick={() => add(day)}
                  className={buttonStyles({
                    variant: 'secondary',
                    size: 'sm',
                    className: 'self-start',
                  })}
                  aria-label={t('addShiftOn', { addShift: t('texts.addShift'), day: dayName(day) })}
                >
                  <Plus aria-hidden="true" className="size-4" />
                  {t('texts.addShift')}
                </button>
              </li>
            );
          })}
        </ul>
      </section>

      <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900">{t('bookingRules')}</h2>
        <div className="mt-4 grid gap-4 sm:grid-cols-3">
          <TextField
            label={t('texts.slotLength')}
            type="number"
            inputMode="numeric"
            min={SLOT_MINUTES_MIN}
            max={SLOT_MINUTES_MAX}
            value={slotMinutes}
            onChange={(e) => {
              setSlotMinutes(e.target.value);
              setErrors({});
            }}
            hint={t('slotRange')}
            error={message(errors.slotMinutes)}
          />
          <TextField
            label={t('texts.minNotice')}
            type="number"
            inputMode="numeric"
            min={0}
            max={MIN_NOTICE_MINUTES_MAX}
            value={minNotice}
            onChange={(e) => {
              setMinNotice(e.target.value);
              setErrors({});
            }}
            hint={t('minNoticeHint')}
            error={message(errors.minNoticeMinutes)}
          />
          <TextField
            label={t('texts.horizon')}
            type="number"
            inputMode="numeric"
            min={BOOKING_HORIZON_DAYS_MIN}
            max={BOOKING_HORIZON_DAYS_MAX}
            value={horizon}
            onChange={(e) => {
              setHorizon(e.target.value);
              setErrors({});
            }}
            hint={t('horizonHint')}
            error={message(errors.bookingHorizonDays)}
          />
        </div>
        <p className="mt-4 text-sm text-slate-600">{t('changesApply')}</p>
        <div className="mt-4 flex justify-end">
          <button type="submit" className={buttonStyles()} disabled={isLoading}>
            {isLoading ? t('saving') : t('texts.save')}
          </button>
        </div>
      </section>

      {outside.length ? (
        <section
          aria-labelledby={`${id}-outside`}
          className="rounded-xl border border-amber-300 bg-amber-50 p-4 sm:p-6"
        >
          <h2 id={`${id}-outside`} className="text-lg font-semibold text-amber-900">
            {t('texts.outsideTitle')}
          </h2>
          <p className="mt-1 text-sm text-amber-900">{t('texts.outsideHelp')}</p>
          <AppointmentList appointments={outside} timeZone={schedule.timeZone} />
        </section>
      ) : null}
    </form>
  );
}

/** Upcoming appointments, each linking to its details (where it can be moved or cancelled). */
export function AppointmentList({
  appointments,
  timeZone,
}: {
  appointments: AppointmentBrief[];
  timeZone: string;
}) {
  const { t } = useTranslation('schedule');
  const { clinicDate, clinicTime } = useScheduleText();
  const statusLabel = useStatusLabel();
  return (
    <ul className="mt-3 space-y-2">
      {appointments.map((a) => (
        <li
          key={a.id}
          className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-white px-3 py-2 text-sm shadow-sm"
        >
          <span>
            <span className="font-medium text-slate-900">{a.patient || t('patient')}</span>
            <span className="text-slate-700">
              {' '}
              · {clinicDate(a.startTime, timeZone)}, {clinicTime(a.startTime, timeZone)}
            </span>
            <span className="text-slate-600"> · {statusLabel(a.status)}</span>
          </span>
          <Link
            to={`/appointment-details/${encodeURIComponent(a.id)}`}
            className="font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            {t('open', { publicId: a.publicId })}
          </Link>
        </li>
      ))}
    </ul>
  );
}
