import { cn } from '@/lib/cn';
import { initialsOf } from './initials';

// Kept importable from here for the screens that already do.
export { initialsOf };

interface AvatarProps {
  src: string | null | undefined;
  name: string;
  /** Tailwind size and text classes, e.g. 'size-16 text-xl'. */
  className?: string;
}

/** A photo, or the initials on a tinted square when there is none. Decorative: the name is shown beside it. */
export function Avatar({ src, name, className }: AvatarProps) {
  if (src) {
    return (
      <img
        src={src}
        alt=""
        className={cn(
          'shrink-0 rounded-2xl bg-slate-100 object-cover ring-1 ring-slate-200',
          className ?? 'size-16',
        )}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex shrink-0 items-center justify-center rounded-2xl bg-brand-100 font-bold text-brand-800',
        className ?? 'size-16 text-xl',
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
