import { CircleCheck, CircleDashed, CircleX, Clock, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

const TONES: Record<string, { className: string; icon: LucideIcon }> = {
  Verified: { className: 'bg-green-50 text-green-800 ring-green-600/30', icon: CircleCheck },
  Pending: { className: 'bg-amber-50 text-amber-900 ring-amber-600/35', icon: Clock },
  Rejected: { className: 'bg-red-50 text-red-800 ring-red-600/30', icon: CircleX },
};
const OTHER = { className: 'bg-slate-100 text-slate-700 ring-slate-500/25', icon: CircleDashed };

interface VerificationBadgeProps {
  /** Verified, Pending or Rejected; anything else (Incomplete, Not uploaded) gets the default style. */
  status: string;
  /** The status in words, in the language shown; the status itself unless given. */
  label?: string;
  className?: string;
}

/** A verification status (of a document or a doctor) as a pill with an icon, never colour alone. */
export function VerificationBadge({ status, label, className }: VerificationBadgeProps) {
  const tone = TONES[status] ?? OTHER;
  const Icon = tone.icon;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        tone.className,
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {label ?? status}
    </span>
  );
}
