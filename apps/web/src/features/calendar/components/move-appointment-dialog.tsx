import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '@/components/ui/button-styles';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { usePortalDisplay } from '@/lib/portal-display';
import type { CalendarAppointment } from '../api/get-calendar';

interface MoveAppointmentDialogProps {
  chip: CalendarAppointment | null;
  /** The chip's current day (YYYY-MM-DD). */
  currentDate: string;
  onClose: () => void;
  onMove: (chip: CalendarAppointment, date: string) => void;
}

/** The keyboard way to move a chip: pick the new day; the time stays the same. */
export function MoveAppointmentDialog({
  chip,
  currentDate,
  onClose,
  onMove,
}: MoveAppointmentDialogProps) {
  const { t } = useTranslation('portal');
  const display = usePortalDisplay();
  return (
    <Modal
      open={chip !== null}
      onClose={onClose}
      title={t('calendar.move.title')}
      description={
        chip
          ? t('calendar.move.description', {
              person: chip.personName,
              time: display.time(chip.time),
            })
          : undefined
      }
      widthPx={400}
    >
      {chip ? (
        <MoveForm
          key={chip.id}
          chip={chip}
          currentDate={currentDate}
          onClose={onClose}
          onMove={onMove}
        />
      ) : null}
    </Modal>
  );
}

function MoveForm({
  chip,
  currentDate,
  onClose,
  onMove,
}: Omit<MoveAppointmentDialogProps, 'chip'> & { chip: CalendarAppointment }) {
  const { t } = useTranslation('portal');
  const [date, setDate] = useState(currentDate);
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!date) return setError(t('calendar.move.dateRequired'));
    if (date === currentDate) return setError(t('calendar.move.differentDay'));
    onClose();
    onMove(chip, date);
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <TextField
        label={t('calendar.move.newDate')}
        type="date"
        value={date}
        onChange={(event) => {
          setDate(event.target.value);
          setError(undefined);
        }}
        error={error}
      />
      <div className="flex justify-end gap-3">
        <button type="button" className={buttonStyles({ variant: 'secondary' })} onClick={onClose}>
          {t('calendar.move.cancel')}
        </button>
        <button type="submit" className={buttonStyles()}>
          {t('calendar.move.submit')}
        </button>
      </div>
    </form>
  );
}
