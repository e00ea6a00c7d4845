import { Mic, MicOff, PhoneOff, Video, VideoOff, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

interface CallControlsProps {
  muted: boolean;
  cameraOff: boolean;
  /** Toggles need a camera stream to act on. */
  disabled: boolean;
  onToggleMute: () => void;
  onToggleCamera: () => void;
  onLeave: () => void;
}

const round =
  'inline-flex h-12 min-w-12 items-center justify-center gap-2 rounded-full px-3 text-sm font-semibold transition-colors sm:px-5 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:cursor-not-allowed disabled:opacity-50';

/**
 * Mute, camera and leave. The toggles keep one name and say their state with
 * aria-pressed (a pressed 'Mute' is muted), as the WAI-ARIA toggle pattern asks.
 */
export function CallControls({
  muted,
  cameraOff,
  disabled,
  onToggleMute,
  onToggleCamera,
  onLeave,
}: CallControlsProps) {
  const { t } = useTranslation('booking');
  return (
    <div
      role="toolbar"
      aria-label={t('consult.controls.label')}
      className="flex items-center gap-2 rounded-full bg-slate-950/75 p-2 shadow-2xl ring-1 ring-white/10 backdrop-blur-md sm:gap-3"
    >
      <Toggle
        label={t('consult.controls.mute')}
        pressed={muted}
        onIcon={MicOff}
        offIcon={Mic}
        disabled={disabled}
        onClick={onToggleMute}
      />
      <Toggle
        label={t('consult.controls.cameraOff')}
        pressed={cameraOff}
        onIcon={VideoOff}
        offIcon={Video}
        disabled={disabled}
        onClick={onToggleCamera}
      />
      <button
        type="button"
        onClick={onLeave}
        className={cn(round, 'bg-red-600 text-white hover:bg-red-700')}
      >
        <PhoneOff aria-hidden="true" className="size-5" />
        <span className="sr-only sm:not-sr-only">{t('consult.controls.leave')}</span>
      </button>
    </div>
  );
}

function Toggle({
  label,
  pressed,
  onIcon,
  offIcon,
  disabled,
  onClick,
}: {
  label: string;
  pressed: boolean;
  onIcon: LucideIcon;
  offIcon: LucideIcon;
  disabled: boolean;
  onClick: () => void;
}) {
  const Icon = pressed ? onIcon : offIcon;
  return (
    <button
      type="button"
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
      className={cn(
        round,
        pressed
          ? 'bg-white text-slate-900 hover:bg-slate-200'
          : 'bg-white/10 text-white hover:bg-white/20',
      )}
    >
      <Icon aria-hidden="true" className="size-5" />
      <span className="sr-only sm:not-sr-only">{label}</span>
    </button>
  );
}
