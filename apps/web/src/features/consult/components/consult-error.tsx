import { ArrowLeft, SearchX, VideoOff } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '@/components/ui/button-styles';
import { useApiErrorText } from '@/hooks/use-api-error-text';

interface ConsultErrorProps {
  /** The HTTP status the server answered. */
  status: number | string;
  /** The server's own words, or the client's fallback (shown in the language shown). */
  message: string;
  backTo: { href: string; label: string };
  /** A patient may have verified another number than the one that booked. */
  onUseAnotherNumber?: () => void;
}

/** The room is not this caller's (404) or is closed (409 and the rest): why, and the way back. */
export function ConsultError({ status, message, backTo, onUseAnotherNumber }: ConsultErrorProps) {
  const missing = status === 404;
  const Icon = missing ? SearchX : VideoOff;
  const { t } = useTranslation('booking');
  const apiErrorText = useApiErrorText();
  return (
    <section className="relative isolate flex min-h-[70vh] items-center justify-center overflow-hidden px-4 py-16 sm:px-6">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_top,var(--color-brand-50),transparent_60%)]"
      />
      <div className="max-w-lg text-center">
        <span className="mx-auto flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-200">
          <Icon aria-hidden="true" className="size-8" />
        </span>
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {missing ? t('consult.notFoundTitle') : t('consult.unavailableTitle')}
        </h1>
        <p className="mt-4 text-base leading-7 text-slate-600">{apiErrorText(message)}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={backTo.href} className={buttonStyles({ size: 'lg' })}>
            <ArrowLeft aria-hidden="true" className="size-5" />
            {backTo.label}
          </Link>
          {onUseAnotherNumber ? (
            <button
              type="button"
              onClick={onUseAnotherNumber}
              className={buttonStyles({ variant: 'secondary', size: 'lg' })}
            >
              {t('consult.useAnotherNumber')}
            </button>
          ) : null}
        </div>
      </div>
    </section>
  );
}
