import { Check, Circle } from 'lucide-react';
import { PASSWORD_RULES } from '@clinic/shared/validation';
import { cn } from '@/lib/cn';

interface PasswordChecklistProps {
  /** The password to check; pass a debounced value to avoid flicker while typing. */
  password: string;
  id?: string;
}

/** The five password rules, each ticked once the password meets it. */
export function PasswordChecklist({ password, id }: PasswordChecklistProps) {
  return (
    <ul id={id} aria-label="Password requirements" className="grid gap-1.5 text-sm sm:grid-cols-2">
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(password);
        const Icon = met ? Check : Circle;
        return (
          <li
            key={rule.id}
            className={cn('flex items-center gap-2', met ? 'text-green-800' : 'text-slate-600')}
          >
            <Icon
              aria-hidden="true"
              className={cn('size-4 shrink-0', met ? 'text-green-700' : 'text-slate-400')}
            />
            <span>
              {rule.label}
              <span className="sr-only">{met ? ' (met)' : ' (not met)'}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
