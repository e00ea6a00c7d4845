import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_REPLY_MAX } from '@clinic/shared/review-texts';
import { buttonStyles } from '@/components/ui/button-styles';
import { FieldError } from '@/components/ui/form-message';
import { inputStyles, labelStyles } from '@/components/ui/input-styles';
import { Modal } from '@/components/ui/modal';
import type { ReviewRow } from '../api/get-reviews';

interface ReplyDialogProps {
  review: ReviewRow | null;
  busy: boolean;
  onSave: (reply: string) => void;
  onClose: () => void;
}

/** Reply (empty) or Edit (the stored reply): 1 to 2,000 characters after trimming. */
export function ReplyDialog({ review, busy, onSave, onClose }: ReplyDialogProps) {
  const id = useId();
  const { t } = useTranslation('ratings');
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();

  useEffect(() => {
    setText(review?.reply ?? '');
    setError(undefined);
  }, [review]);

  const length = [...text.trim()].length;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (length === 0) return setError(t('replyRequired'));
    if (length > REVIEW_REPLY_MAX) return setError(t('replyTooLong'));
    onSave(text.trim());
  };

  return (
    <Modal
      open={review !== null}
      onClose={onClose}
      title={review?.reply ? t('dialog.editTitle') : t('dialog.title')}
      description={review ? t('dialog.description', { name: review.name }) : undefined}
      widthPx={560}
    >
      {review ? (
        <form onSubmit={submit} noValidate>
          <blockquote className="mb-4 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
            {review.review}
          </blockquote>
          <label htmlFor={`${id}-reply`} className={labelStyles}>
            {t('yourReply')}
          </label>
          <textarea
            id={`${id}-reply`}
            rows={5}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setError(undefined);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
            className={inputStyles({ invalid: Boolean(error), className: 'mt-1.5' })}
          />
          <div className="mt-1 flex justify-between gap-3">
            <FieldError id={`${id}-error`} message={error} />
            <p id={`${id}-count`} className="ml-auto text-xs text-slate-600 tabular-nums">
              {length} / {REVIEW_REPLY_MAX}
            </p>
          </div>
          <div className="mt-5 flex justify-end gap-3">
            <button
              type="button"
              className={buttonStyles({ variant: 'secondary' })}
              onClick={onClose}
            >
              {t('dialog.cancel')}
            </button>
            <button type="submit" className={buttonStyles()} disabled={busy}>
              {busy ? t('dialog.saving') : t('dialog.save')}
            </button>
          </div>
        </form>
      ) : null}
    </Modal>
  );
}
