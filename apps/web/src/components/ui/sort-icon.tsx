import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { cn } from '@/lib/cn';

/** The arrow beside a sortable column's name: both ways until sorted, then the direction. */
export function SortIcon({ active, dir }: { active: boolean; dir: 'asc' | 'desc' }) {
  const Icon = !active ? ArrowUpDown : dir === 'asc' ? ArrowUp : ArrowDown;
  return (
    <Icon
      aria-hidden="true"
      className={cn('size-3.5 shrink-0', active ? 'text-brand-800' : 'text-slate-400')}
    />
  );
}
