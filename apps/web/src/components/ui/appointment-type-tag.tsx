import { Home, Stethoscope, Video, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { APPOINTMENT_TYPE_LABELS, type AppointmentMode } from '@clinic/shared/constants';
import { cn } from '@/lib/cn';

const TONES: Record<string, { className: string; icon: LucideIcon }> = {
  Virtual: { className: 'bg-green-50 text-green-800 ring-green-600/25', icon: Video },
  'Home Visit': { className: 'bg-amber-50 text-amber-900 ring-amber-600/30', icon: Home },
};
const CLINIC = { className: 'bg-blue-50 text-blue-800 ring-blue-600/25', icon: Stethoscope };

/** The appointment type as a coloured tag: Virtual green, Home Visit amber, anything else blue. */
export function AppointmentTypeTag({ type, className }: { type: string; className?: string }) {
  const label = useAppointmentTypeLabel();
  const tone = TONES[type] ?? CLINIC;
  const Icon = tone.icon;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        tone.className,
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {label(type)}
    </span>
  );
}

const MODE_OF_LABEL = new Map(
  Object.entries(APPOINTMENT_TYPE_LABELS).map(([mode, label]) => [label, mode as AppointmentMode]),
);

/**
 * An appointment type in the language shown, from its English label as the API
 * gives it ('Clinic Visit') or its mode ('clinic'); anything else as given.
 */
export function useAppointmentTypeLabel() {
  const { t } = useTranslation();
  return (type: string) => {
    const mode =
      MODE_OF_LABEL.get(type) ??
      (type in APPOINTMENT_TYPE_LABELS ? (type as AppointmentMode) : null);
    return mode ? t(`appointmentType.${mode}`) : type;
  };
}
