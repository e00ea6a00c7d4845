import { useState, type FormEvent } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
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
  return (
    <Modal
      open={chip !== null}
      onClose={onClose}
      title="Move appointment"
      description={chip ? `${chip.personName}, ${chip.time}. The time stays the same.` : undefined}
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
  const [date, setDate] = useState(currentDate);
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!date) return setError('Date is required.');
    if (date === currentDate) return setError('Choose a different day.');
    onClose();
    onMove(chip, date);
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <TextField
        label="New date"
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
          Cancel
        </button>
        <button type="submit" className={buttonStyles()}>
          Move
        </button>
      </div>
    </form>
  );
}
