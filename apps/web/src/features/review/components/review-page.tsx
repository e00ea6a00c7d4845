import { CheckCircle2, Clock, MessageSquareText } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_MESSAGES, REVIEW_STORY_MAX, REVIEW_STORY_MIN } from '@clinic/shared/review-texts';
import { buttonStyles } from '@/components/ui/button-styles';
import { FieldError, FormMessage } from '@/components/ui/form-message';
import { inputStyles, labelStyles } from '@/components/ui/input-styles';
import { PageLoader } from '@/components/ui/page-loader';
import { useApiErrorText } from '@/hooks/use-api-error-text';
import { getApiErrorMessage, type ApiError } from '@/lib/api-client';
import { toDayMonthYear } from '@/lib/billing-format';
import { useFormat } from '@/lib/i18n/format';
import { useGetReviewInvitationQuery, useSubmitReviewMutation } from '../api/review-invitation';
import { StarInput } from './star-input';

const storyLength = (text: string) => [...text.trim()].length;

type ShownMessage =
  | 'ratingRequired'
  | 'storyTooShort'
  | 'storyTooLong'
  | 'linkUsed'
  | 'linkExpired'
  | 'linkNotFound'
  | 'thanks';
const SHOWN_MESSAGES: readonly ShownMessage[] = [
  'ratingRequired',
  'storyTooShort',
  'storyTooLong',
  'linkUsed',
  'linkExpired',
  'linkNotFound',
  'thanks',
];

/**
 * A REVIEW_MESSAGES text, or the client's own fallback for a failed call ('Network
 * error', the link's), in the language shown; any other text (a server's) as it is.
 */
function useReviewText() {
  const { t } = useTranslation('booking');
  const apiErrorText = useApiErrorText();
  return (message: string | undefined) => {
    const key = SHOWN_MESSAGES.find((k) => REVIEW_MESSAGES[k] === message);
    return key ? t(`review.messages.${key}`) : apiErrorText(message);
  };
}

function Panel({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-xl rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
      {children}
    </div>
  );
}

function Closed({ icon: Icon, title, text }: { icon: typeof Clock; title: string; text: string }) {
  return (
    <Panel>
      <div className="flex flex-col items-center text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Icon aria-hidden="true" className="size-7" />
        </span>
        <h2 className="mt-4 text-xl font-semibold text-slate-900">{title}</h2>
        <p className="mt-2 text-sm leading-6 text-slate-600">{text}</p>
      </div>
    </Panel>
  );
}

/** /review/:token: rate a completed visit and tell its story, once, without an account. */
export function ReviewPage({ token }: { token: string }) {
  const id = useId();
  const invitation = useGetReviewInvitationQuery(token);
  const [submit, submitState] = useSubmitReviewMutation();
  const [rating, setRating] = useState<number | null>(null);
  const [story, setStory] = useState('');
  const [errors, setErrors] = useState<{ rating?: string; story?: string; form?: string }>({});
  const [closedBy, setClosedBy] = useState<'used' | 'expired' | null>(null);
  const [done, setDone] = useState(false);
  const { t } = useTranslation('booking');
  const f = useFormat();
  const reviewText = useReviewText();

  if (invitation.isLoading) return <PageLoader label={t('review.loading')} />;
  if (invitation.error) {
    return (
      <Closed
        icon={MessageSquareText}
        title={t('review.linkNotFoundTitle')}
        text={reviewText(getApiErrorMessage(invitation.error, REVIEW_MESSAGES.linkNotFound)) ?? ''}
      />
    );
  }
  const visit = invitation.data!;
  if (done) {
    return (
      <Closed
        icon={CheckCircle2}
        title={t('review.thanksTitle')}
        text={t('review.messages.thanks')}
      />
    );
  }
  const status = closedBy ?? visit.status;
  if (status === 'used') {
    return (
      <Closed
        icon={CheckCircle2}
        title={t('review.usedTitle')}
        text={t('review.messages.linkUsed')}
      />
    );
  }
  if (status === 'expired') {
    return (
      <Closed
        icon={Clock}
        title={t('review.expiredTitle')}
        text={t('review.messages.linkExpired')}
      />
    );
  }

  const length = storyLength(story);
  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!rating) next.rating = REVIEW_MESSAGES.ratingRequired;
    if (length < REVIEW_STORY_MIN) next.story = REVIEW_MESSAGES.storyTooShort;
    else if (length > REVIEW_STORY_MAX) next.story = REVIEW_MESSAGES.storyTooLong;
    setErrors(next);
    if (next.rating || next.story) return;
    try {
      await submit({ token, body: { rating: rating!, story: story.trim() } }).unwrap();
      setDone(true);
    } catch (err) {
      const code = (err as ApiError).code;
      if (code === 'REVIEW_LINK_USED') return setClosedBy('used');
      if (code === 'REVIEW_LINK_EXPIRED') return setClosedBy('expired');
      setErrors({ form: getApiErrorMessage(err, t('review.sendFailed')) });
    }
  };

  return (
    <Panel>
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
        {t('review.yourVisit')}
      </p>
      <h2 className="mt-1 text-xl font-semibold text-slate-900">{visit.doctorName}</h2>
      <p className="mt-1 text-sm text-slate-600">
        {visit.treatment} · <span className="tabular-nums">{toDayMonthYear(visit.visitDate)}</span>
      </p>
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="mt-6 space-y-5">
        <div>
          <StarInput
            value={rating}
            onChange={(n) => {
              setRating(n);
              setErrors((e) => ({ ...e, rating: undefined }));
            }}
            invalid={Boolean(errors.rating)}
            describedBy={errors.rating ? `${id}-rating-error` : undefined}
          />
          <FieldError id={`${id}-rating-error`} message={reviewText(errors.rating)} />
        </div>
        <div>
          <label htmlFor={`${id}-story`} className={labelStyles}>
            {t('review.yourStory')}
          </label>
          <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-600">
            {t('review.storyHint', { min: REVIEW_STORY_MIN, max: f.number(REVIEW_STORY_MAX) })}
          </p>
          <textarea
            id={`${id}-story`}
            rows={6}
            value={story}
            onChange={(e) => {
              setStory(e.target.value);
              setErrors((er) => ({ ...er, story: undefined }));
            }}
            aria-invalid={errors.story ? true : undefined}
            aria-describedby={`${id}-hint ${id}-count${errors.story ? ` ${id}-story-error` : ''}`}
            className={inputStyles({ invalid: Boolean(errors.story), className: 'mt-2' })}
          />
          <div className="mt-1 flex justify-between gap-3">
            <FieldError id={`${id}-story-error`} message={reviewText(errors.story)} />
            <p id={`${id}-count`} className="ml-auto text-xs text-slate-600 tabular-nums">
              {length} / {REVIEW_STORY_MAX}
            </p>
          </div>
        </div>
        {errors.form ? <FormMessage message={errors.form} /> : null}
        <button
          type="submit"
          disabled={submitState.isLoading}
          className={buttonStyles({ className: 'w-full sm:w-auto' })}
        >
          {submitState.isLoading ? t('review.sending') : t('review.submit')}
        </button>
      </form>
    </Panel>
  );
}
