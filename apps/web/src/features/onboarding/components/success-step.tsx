import { CircleCheckBig, LayoutDashboard } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '@/components/ui/button-styles';
import { useCountdown } from '@/hooks/use-countdown';
import { useFormat } from '@/lib/i18n/format';

/** Seconds the success screen stays before the dashboard opens by itself. */
export const SUCCESS_REDIRECT_SECONDS = 5;

/** Step 5: the profile is in; the dashboard opens next. */
export function SuccessStep({ onContinue }: { onContinue: () => void }) {
  const { t } = useTranslation(['onboarding', 'forms']);
  const format = useFormat();
  const { remaining, isDone } = useCountdown(SUCCESS_REDIRECT_SECONDS);
  const heading = useRef<HTMLHeadingElement>(null);

  // The submit button that had focus is gone; land keyboard and screen-reader users here.
  useEffect(() => {
    heading.current?.focus();
  }, []);

  useEffect(() => {
    if (isDone) onContinue();
  }, [isDone, onContinue]);

  return (
    <section aria-labelledby="signup-done" className="py-6 text-center">
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-green-50 text-green-700 ring-8 ring-green-50/60">
        <CircleCheckBig aria-hidden="true" className="size-8" />
      </span>
      <h2
        id="signup-done"
        ref={heading}
        tabIndex={-1}
        className="mt-6 text-2xl font-bold tracking-tight text-slate-900 focus:outline-none"
      >
        {t('forms:toasts.profileCompleted')}
      </h2>
      <p className="mx-auto mt-3 max-w-md text-sm leading-6 text-slate-600">
        {t('success.review')}
      </p>
      <button
        type="button"
        onClick={onContinue}
        className={buttonStyles({ size: 'lg', className: 'mt-8' })}
      >
        <LayoutDashboard aria-hidden="true" className="size-5" />
        {t('success.goToDashboard')}
      </button>
      <p className="mt-3 text-sm text-slate-600">
        {t('success.opening', { seconds: format.number(remaining) })}
      </p>
    </section>
  );
}
