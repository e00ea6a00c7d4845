import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/i18n/format';
import { cn } from '@/lib/cn';
import { STEP_KEYS, STEP_ORDER, type WizardStep } from '../utils/wizard-steps';

/**
 * Progress through the wizard. Steps are shown in the order they are visited
 * (0, 1, 2, 3, 4, 6, 5), not by their numbers.
 */
export function StepIndicator({ step }: { step: WizardStep }) {
  const { t } = useTranslation('onboarding');
  const format = useFormat();
  const position = STEP_ORDER.indexOf(step);
  const title = (item: WizardStep) => t(`progress.steps.${STEP_KEYS[item]}`);
  const percent = Math.round(((position + 1) / STEP_ORDER.length) * 100);

  return (
    <nav aria-label={t('progress.label')}>
      <div className="sm:hidden">
        <p className="text-sm font-medium text-slate-700">
          {t('progress.stepOf', {
            step: format.number(position + 1),
            total: format.number(STEP_ORDER.length),
          })}{' '}
          <span className="font-semibold text-slate-900">{title(step)}</span>
        </p>
        <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200">
          <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
        </div>
      </div>
      <ol className="hidden items-start sm:flex">
        {STEP_ORDER.map((item, index) => {
          const done = index < position;
          const current = index === position;
          return (
            <li
              key={item}
              aria-current={current ? 'step' : undefined}
              className="relative flex flex-1 flex-col items-center text-center"
            >
              {index > 0 ? (
                <span
                  aria-hidden="true"
                  className={cn(
                    'absolute top-4 right-1/2 h-0.5 w-full -translate-y-1/2',
                    index <= position ? 'bg-brand-600' : 'bg-slate-200',
                  )}
                />
              ) : null}
              <span
                className={cn(
                  'relative z-10 flex size-8 items-center justify-center rounded-full text-sm font-semibold ring-4 ring-white',
                  done && 'bg-brand-700 text-white',
                  current && 'bg-white text-brand-800 ring-brand-100 outline-2 outline-brand-700',
                  !done && !current && 'bg-slate-100 text-slate-600',
                )}
              >
                {done ? <Check aria-hidden="true" className="size-4" /> : format.number(index + 1)}
              </span>
              <span
                className={cn(
                  'mt-2 px-1 text-xs font-medium',
                  current ? 'text-brand-800' : done ? 'text-slate-700' : 'text-slate-600',
                )}
              >
                {title(item)}
                {done ? <span className="sr-only">{t('progress.completed')}</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
