import { CalendarClock, Eye } from 'lucide-react';
import type { DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionMenu } from '@/components/ui/action-menu';
import { useStatusLabel } from '@/components/ui/status-badge';
import { cn } from '@/lib/cn';
import { usePortalDisplay } from '@/lib/portal-display';
import type { CalendarAppointment } from '../api/get-calendar';

/** The type a dragged chip carries, so a drop of anything else is ignored. */
export const CHIP_DRAG_TYPE = 'application/x-clinic-appointment';

export const CHIP_TONES: Record<string, string> = {
  Pending: 'border-l-amber-500 bg-amber-50 text-amber-950',
  Confirmed: 'border-l-brand-600 bg-brand-50 text-brand-950',
  Completed: 'border-l-green-600 bg-green-50 text-green-950',
};
const DEFAULT_TONE = 'border-l-slate-400 bg-slate-100 text-slate-900';

/** Only appointments still to come can move. */
const MOVABLE_STATUSES = ['Pending', 'Confirmed'];

interface SlotChipProps {
  chip: CalendarAppointment;
  dragging: boolean;
  onDragStart: (chip: CalendarAppointment) => void;
  onDragEnd: () => void;
  onMove: (chip: CalendarAppointment) => void;
  /** 'large' for day lists: roomier, with the status written out. */
  size?: 'small' | 'large';
}

/**
 * One appointment on the calendar: its time and the person. Drag it to another day,
 * or open its menu (click, Enter) to see the details or move it without a mouse.
 */
export function SlotChip({
  chip,
  dragging,
  onDragStart,
  onDragEnd,
  onMove,
  size = 'small',
}: SlotChipProps) {
  const { t } = useTranslation('portal');
  const statusLabel = useStatusLabel();
  const display = usePortalDisplay();
  const time = display.time(chip.time);
  const handleDragStart = (event: DragEvent<HTMLButtonElement>) => {
    event.dataTransfer.setData(CHIP_DRAG_TYPE, chip.id);
    event.dataTransfer.setData('text/plain', `${time} ${chip.personName}`);
    event.dataTransfer.effectAllowed = 'move';
    onDragStart(chip);
  };
  // Completed and no-show visits stay where they happened.
  const movable = MOVABLE_STATUSES.includes(chip.status);
  return (
    <ActionMenu
      buttonProps={{
        draggable: movable,
        onDragStart: handleDragStart,
        onDragEnd,
        className: cn(
          'flex w-full min-w-0 items-center gap-1.5 rounded-md border-l-[3px] text-left leading-tight transition-opacity',
          movable && 'cursor-grab active:cursor-grabbing',
          size === 'small' ? 'px-1.5 py-1 text-xs' : 'gap-3 px-3 py-2.5 text-sm',
          CHIP_TONES[chip.status] ?? DEFAULT_TONE,
          dragging && 'opacity-40',
        ),
      }}
      buttonContent={
        <>
          <span className="shrink-0 font-semibold tabular-nums">{time}</span>{' '}
          <span className="truncate">{chip.personName}</span>
          {size === 'large' ? (
            <span className="ml-auto shrink-0 text-xs opacity-80">
              <span className="sr-only">, </span>
              {statusLabel(chip.status)}
            </span>
          ) : (
            <span className="sr-only">, {statusLabel(chip.status)}</span>
          )}
        </>
      }
      header={
        <>
          <p className="truncate text-sm font-semibold text-slate-900">{chip.personName}</p>
          <p className="truncate text-xs text-slate-600">
            {time}
            {chip.title ? ` · ${chip.title}` : ''}
          </p>
        </>
      }
      items={[
        { label: t('calendar.viewDetails'), icon: Eye, to: `/appointment-details/${chip.id}` },
        ...(movable
          ? [{ label: t('calendar.moveToDay'), icon: CalendarClock, onSelect: () => onMove(chip) }]
          : []),
      ]}
    />
  );
}
