import { Check, X } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_TEXTS } from '@clinic/shared/messages';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormMessage } from '@/components/ui/form-message';
import { inputStyles, labelStyles } from '@/components/ui/input-styles';
import { Spinner } from '@/components/ui/spinner';
import { reviewInputSchema } from '../api/review-document';

export type Verdict = { status: 'Verified' } | { status: 'Rejected'; reason: string };

interface ReviewActionsProps {
  label: string;
  /** The document's current status: its own button is disabled. */
  status: string;
  busy: boolean;
  error: string | null;
  /** Resolves true when the server took the verdict. */
  onReview: (verdict: Verdict) => Promise<boolean>;
}

const verifyButton = buttonStyles({
  size: 'sm',
  className: 'bg-green-700 hover:bg-green-800 focus-visible:outline-green-700',
});
const rejectButton = buttonStyles({
  variant: 'secondary',
  size: 'sm',
  className: 'border-red-300 text-red-700 hover:border-red-600 hover:bg-red-50 hover:text-red-800',
});

/** Verify, or Reject with a reason (required), for one document. */
export function ReviewActions({ label, status, busy, error, onReview }: ReviewActionsProps) {
  const { t } = useTranslation('admin');
  const reasonId = useId();
  const reasonErrorId = `${reasonId}-error`;
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const rejectRef = useRef<HTMLButtonElement>(null);

  const closeReject = () => {
    setRejecting(false);
    setReason('');
    setReasonError(undefined);
  };

  const submitReject = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = reviewInputSchema.safeParse({ status: 'Rejected', reason });
    if (!parsed.success) {
      // The schema's required-reason message is shown in the language of the page.
      const message = parsed.error.issues[0]?.message;
      setReasonError(
        !message || message === ADMIN_TEXTS.reasonRequired ? t('reasonRequired') : message,
      );
      return;
    }
    setReasonError(undefined);
    if (await onReview({ status: 'Rejected', reason: reason.trim() })) {
      closeReject();
      rejectRef.current?.focus();
    }
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={verifyButton}
          disabled={busy || status === 'Verified'}
          aria-label={t('doctor.document.verifyLabel', { label })}
          onClick={() => {
            closeReject();
            void onReview({ status: 'Verified' });
          }}
        >
          {busy && !rejecting ? (
            <Spinner className="size-4 text-white" />
          ) : (
            <Check aria-hidden="true" className="size-4" />
          )}
          {t('doctor.document.verify')}
        </button>
        <button
          ref={rejectRef}
          type="button"
          className={rejectButton}
          disabled={busy || status === 'Rejected'}
          aria-expanded={rejecting}
          aria-label={t('doctor.document.rejectLabel', { label })}
          onClick={() => setRejecting((open) => !open)}
        >
          <X aria-hidden="true" className="size-4" />
          {t('doctor.document.reject')}
        </button>
      </div>

      {rejecting ? (
        <form
          noValidate
          onSubmit={submitReject}
          aria-label={t('doctor.document.rejectLabel', { label })}
          className="space-y-3 rounded-xl bg-red-50/50 p-3 ring-1 ring-red-200"
        >
          <div>
            <label htmlFor={reasonId} className={labelStyles}>
              {t('doctor.document.reasonLabel')}
            </label>
            <textarea
              id={reasonId}
              // Moves focus into the form the Reject button opened.
              autoFocus
              rows={3}
              maxLength={500}
              required
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? reasonErrorId : undefined}
              placeholder={t('doctor.document.reasonPlaceholder')}
              className={inputStyles({ invalid: Boolean(reasonError), className: 'mt-1.5' })}
            />
            {reasonError ? (
              <p id={reasonErrorId} role="alert" className="mt-1.5 text-sm text-red-700">
                {reasonError}
              </p>
            ) : null}
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            <button
              type="button"
              onClick={() => {
                closeReject();
                rejectRef.current?.focus();
              }}
              className={buttonStyles({ variant: 'ghost', size: 'sm' })}
            >
              {t('doctor.document.cancel')}
            </button>
            <button
              type="submit"
              disabled={busy}
              className={buttonStyles({
                size: 'sm',
                className: 'bg-red-700 hover:bg-red-800 focus-visible:outline-red-700',
              })}
            >
              {busy ? <Spinner className="size-4 text-white" /> : null}
              {t('doctor.document.confirmReject')}
            </button>
          </div>
        </form>
      ) : null}
      <FormMessage message={error} />
    </div>
  );
}
