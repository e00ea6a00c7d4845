import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { DEFAULT_USER_NAME } from '@clinic/shared/messages';
import { getApiErrorMessage } from '@/lib/api-client';
import type { DoctorReview as DoctorReviewData, ReviewDocument } from '../api/get-doctor';
import { useReviewDocumentMutation } from '../api/review-document';
import { byDocumentOrder, useDocumentLabel } from '../utils/document-order';
import { DoctorDetailsCard } from './doctor-details-card';
import { DocumentReviewCard } from './document-review-card';
import type { Verdict } from './review-actions';
import { VerificationSummary } from './verification-summary';

/**
 * A doctor's review: the status the server decided, their details, and each
 * document with its PDF and a verdict.
 */
export function DoctorReview({ review }: { review: DoctorReviewData }) {
  const { t } = useTranslation('admin');
  const documentLabel = useDocumentLabel();
  const { doctor } = review;
  const name = doctor.name?.trim() || DEFAULT_USER_NAME;
  const [reviewDocument, { isLoading, originalArgs }] = useReviewDocumentMutation();
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const busyId = isLoading ? originalArgs?.documentId : undefined;

  const onReview = async (document: ReviewDocument, verdict: Verdict) => {
    const label = documentLabel(document.kind);
    setErrors((current) => ({ ...current, [document.id]: null }));
    try {
      const answer = await reviewDocument({
        doctorId: doctor.id,
        documentId: document.id,
        ...verdict,
      }).unwrap();
      if (verdict.status === 'Verified') toast.success(t('toasts.verified', { label }));
      else toast.info(t('toasts.rejected', { label }));
      if (answer.verificationStatus === 'Verified' && doctor.verificationStatus !== 'Verified') {
        toast.success(t('toasts.doctorVerified', { name }));
      }
      return true;
    } catch (error) {
      setErrors((current) => ({
        ...current,
        [document.id]: getApiErrorMessage(error, t('fallbacks.review')),
      }));
      return false;
    }
  };

  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <div className="space-y-6 lg:sticky lg:top-24">
        <VerificationSummary
          status={doctor.verificationStatus}
          documents={review.documents}
          doctorName={name}
        />
        <DoctorDetailsCard doctor={doctor} />
      </div>
      <div className="space-y-6">
        {review.documents.length === 0 ? (
          <p className="rounded-2xl bg-white p-6 text-sm text-slate-600 ring-1 ring-slate-200">
            {t('doctor.noDocuments')}
          </p>
        ) : (
          byDocumentOrder(review.documents).map((document) => (
            <DocumentReviewCard
              key={document.id}
              document={document}
              doctorName={name}
              busy={busyId === document.id}
              error={errors[document.id] ?? null}
              onReview={onReview}
            />
          ))
        )}
      </div>
    </div>
  );
}
