import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import type { CalendarAppointment } from '../api/get-calendar';
import { SlotChip } from './slot-chip';

interface MoreChipsProps {
  /** Every appointment of the day, in time order. */
  chips: CalendarAppointment[];
  hidden: number;
  /** 'Thursday, 12 March 2026'. */
  dayLabel: string;
  onMove: (chip: CalendarAppointment) => void;
}

/** The '2+' badge of a full day: opens the day's whole list, each with its menu. */
export function MoreChips({ chips, hidden, dayLabel, onMove }: MoreChipsProps) {
  const { t } = useTranslation('portal');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t('calendar.more', { hidden, count: chips.length, day: dayLabel })}
        className="inline-flex h-6 items-center rounded-full bg-slate-800 px-2 text-xs font-semibold text-white hover:bg-slate-900"
      >
        {hidden}+
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={dayLabel}
        description={t('calendar.moreCount', { count: chips.length })}
        widthPx={420}
      >
        <ul className="space-y-2">
          {chips.map((chip) => (
            <li key={chip.id}>
              <SlotChip
                chip={chip}
                size="large"
                dragging={false}
                onDragStart={() => {}}
                onDragEnd={() => {}}
                onMove={(c) => {
                  setOpen(false);
                  onMove(c);
                }}
              />
            </li>
          ))}
        </ul>
      </Modal>
    </>
  );
}
