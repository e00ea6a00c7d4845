import { CalendarClock, CalendarDays, Clock, Stethoscope, Video } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormMessage } from '@/components/ui/form-message';
import { useFormat } from '@/lib/i18n/format';
import type { Slot, SlotDay } from '@/types/slot-day';
import { bookingTimeText, type BookingStart } from '../utils/booking-state';
import { ChangeSlotPanel } from './change-slot-panel';

interface AppointmentTimeCardProps {
  booking: BookingStart;
  pickerOpen: boolean;
  onTogglePicker: () => void;
  onChoose: (day: SlotDay, slot: Slot, timeZone: string) => void;
  /** The server's reason the current time cannot be booked; the slot is then unselected. */
  slotProblem: string | null;
  refreshKey: number;
}

/** The date and time being booked, with 'Change Date & Time' opening the slot picker in place. */
export function AppointmentTimeCard({
  booking,
  pickerOpen,
  onTogglePicker,
  onChoose,
  slotProblem,
  refreshKey,
}: AppointmentTimeCardProps) {
  const panelId = useId();
  const { t } = useTranslation('booking');
  const f = useFormat();
  const virtual = booking.mode === 'virtual';
  const ModeIcon = virtual ? Video : Stethoscope;
  return (
    <section
      aria-labelledby="appointment-time-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800">
            <ModeIcon aria-hidden="true" className="size-3.5" />
            {virtual ? t('confirmation.onlineConsultation') : t('confirmation.inClinic')}
          </p>
          <h2 id="appointment-time-heading" className="sr-only">
            {t('confirmation.dateAndTime')}
          </h2>
          <dl className="mt-3 flex flex-col gap-2 text-slate-900 sm:flex-row sm:gap-6">
            <div className="flex items-center gap-2">
              <dt>
                <CalendarDays aria-hidden="true" className="size-5 text-brand-700" />
                <span className="sr-only">{t('details.date')}</span>
              </dt>
              <dd className="font-semibold">{f.date(booking.date, 'longWithWeekday')}</dd>
            </div>
            <div className="flex items-center gap-2">
              <dt>
                <Clock aria-hidden="true" className="size-5 text-brand-700" />
                <span className="sr-only">{t('details.time')}</span>
              </dt>
              <dd className="font-semibold">{bookingTimeText(booking, f.instantTime)}</dd>
            </div>
          </dl>
        </div>
        <button
          type="button"
          aria-expanded={pickerOpen}
          aria-controls={panelId}
          onClick={onTogglePicker}
          className={buttonStyles({ variant: 'secondary', size: 'sm', className: 'shrink-0' })}
        >
          <CalendarClock aria-hidden="true" className="size-4" />
          {t('texts.changeDateTime')}
        </button>
      </div>
      {slotProblem ? <FormMessage message={slotProblem} className="mt-4" /> : null}
      {pickerOpen ? (
        <ChangeSlotPanel
          id={panelId}
          doctorId={booking.doctor.userId}
          date={booking.date}
          selectedStart={slotProblem ? null : booking.start}
          onChoose={onChoose}
          refreshKey={refreshKey}
        />
      ) : null}
    </section>
  );
}
