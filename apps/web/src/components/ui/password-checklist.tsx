import { Check, Circle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_RULES } from '@clinic/shared/validation';
import { cn } from '@/lib/cn';

interface PasswordChecklistProps {
  /** The password to check; pass a debounced value to avoid flicker while typing. */
  password: string;
  id?: string;
}

/** The five password rules, each ticked once the password meets it. */
export function PasswordChecklist({ password, id }: PasswordChecklistProps) {
  const { t } = useTranslation(['auth', 'forms']);
  return (
    <ul
      id={id}
      aria-label={t('password.requirements')}
      className="grid gap-1.5 text-sm sm:grid-cols-2"
    >
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
              {t(`forms:password.rules.${rule.id}`)}
              <span className="sr-only">{met ? t('password.met') : t('password.notMet')}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
