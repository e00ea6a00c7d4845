import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PdfPreview } from '@/components/ui/pdf-preview';
import { VerificationBadge } from '@/components/ui/verification-badge';
import { getApiErrorMessage } from '@/lib/api-client';
import { useGetAdminDocumentFileQuery } from '../api/get-document-file';
import type { ReviewDocument } from '../api/get-doctor';
import {
  isRequiredForVerification,
  useDocumentLabel,
  useVerificationStatusLabel,
} from '../utils/document-order';
import { formatFileSize, useFormatDate } from '../utils/format';
import { ReviewActions, type Verdict } from './review-actions';
import { documentAnchor } from './verification-summary';

interface DocumentReviewCardProps {
  document: ReviewDocument;
  doctorName: string;
  busy: boolean;
  error: string | null;
  onReview: (document: ReviewDocument, verdict: Verdict) => Promise<boolean>;
}

/** One document: what it is, its status and reason, the PDF inline, and the verdict buttons. */
export function DocumentReviewCard({
  document,
  doctorName,
  busy,
  error,
  onReview,
}: DocumentReviewCardProps) {
  const { t } = useTranslation('admin');
  const formatDate = useFormatDate();
  const statusLabel = useVerificationStatusLabel();
  const label = useDocumentLabel()(document.kind);
  const headingId = `document-${document.id}-heading`;
  const file = useGetAdminDocumentFileQuery(document.id);
  const meta = [
    document.name,
    document.sizeBytes ? formatFileSize(document.sizeBytes) : null,
    t('doctor.document.uploaded', { date: formatDate(document.uploadedAt) }),
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <article
      id={documentAnchor(document.id)}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="scroll-mt-24 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 sm:p-5"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <FileText aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0">
            <h2 id={headingId} className="text-base font-semibold text-slate-900">
              {label}
            </h2>
            <p className="text-sm break-words text-slate-600">{meta}</p>
            {!isRequiredForVerification(document.kind) ? (
              <p className="mt-0.5 text-xs text-slate-600">{t('doctor.document.notNeeded')}</p>
            ) : null}
          </div>
        </div>
        <div className="flex flex-col items-end gap-1">
          <VerificationBadge status={document.status} label={statusLabel(document.status)} />
          {document.reviewedAt ? (
            <span className="text-xs text-slate-600">
              {t('doctor.document.reviewed', { date: formatDate(document.reviewedAt) })}
            </span>
          ) : null}
        </div>
      </header>

      {document.status === 'Rejected' && document.reason ? (
        <p className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-100">
          <span className="font-semibold">{t('doctor.document.reason')}</span> {document.reason}
        </p>
      ) : null}

      <div className="mt-4">
        <PdfPreview
          src={file.data}
          title={t('doctor.document.fileTitle', { label, name: doctorName })}
          fileName={document.name}
          isLoading={file.isFetching && !file.data}
          error={
            file.error ? getApiErrorMessage(file.error, t('fallbacks.openDocument')) : undefined
          }
          onRetry={() => void file.refetch()}
          className="h-80 sm:h-[26rem]"
        />
      </div>

      <div className="mt-4">
        <ReviewActions
          label={label}
          status={document.status}
          busy={busy}
          error={error}
          onReview={(verdict) => onReview(document, verdict)}
        />
      </div>
    </article>
  );
}
