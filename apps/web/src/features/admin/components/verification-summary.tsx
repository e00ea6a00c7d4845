import { CircleCheck, CircleX, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { VerificationBadge } from '@/components/ui/verification-badge';
import { cn } from '@/lib/cn';
import type { ReviewDocument } from '../api/get-doctor';
import {
  byDocumentOrder,
  isRequiredForVerification,
  useDocumentLabel,
  useVerificationStatusLabel,
} from '../utils/document-order';

interface VerificationSummaryProps {
  /** The doctor's status as the server decided it. */
  status: string;
  documents: ReviewDocument[];
  doctorName: string;
}

const REQUIRED_COUNT = 4;

const TONES = {
  Verified: {
    icon: CircleCheck,
    className: 'bg-green-50 ring-green-200',
    iconClass: 'text-green-700',
  },
  Rejected: { icon: CircleX, className: 'bg-red-50 ring-red-200', iconClass: 'text-red-700' },
  Pending: { icon: Clock, className: 'bg-amber-50 ring-amber-200', iconClass: 'text-amber-700' },
} as const;

/** What the status means: doctor:summary.verified, .rejected or .pending. */
const explanationKey = (status: string) =>
  status === 'Verified' ? 'verified' : status === 'Rejected' ? 'rejected' : 'pending';

/** The card of a document on this page, for the summary's links. */
export const documentAnchor = (id: string) => `document-${id}`;

/**
 * The doctor's verification status (announced when a verdict changes it) and every
 * document's status, each linking to its card.
 */
export function VerificationSummary({ status, documents, doctorName }: VerificationSummaryProps) {
  const { t } = useTranslation('admin');
  const documentLabel = useDocumentLabel();
  const statusLabel = useVerificationStatusLabel();
  const tone = TONES[status as keyof typeof TONES] ?? TONES.Pending;
  const Icon = tone.icon;
  const verified = documents.filter(
    (document) => isRequiredForVerification(document.kind) && document.status === 'Verified',
  ).length;
  return (
    <section
      aria-labelledby="verification-summary-heading"
      className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <div className={cn('flex gap-3 p-4 ring-1 sm:p-5', tone.className)}>
        <Icon aria-hidden="true" className={cn('mt-0.5 size-6 shrink-0', tone.iconClass)} />
        <div role="status" className="min-w-0 flex-1">
          <h2
            id="verification-summary-heading"
            className="flex flex-wrap items-center gap-2 font-semibold text-slate-900"
          >
            {t('doctor.summary.heading')}
            <VerificationBadge status={status} label={statusLabel(status)} />
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            {t(`doctor.summary.${explanationKey(status)}`, { name: doctorName })}
          </p>
          <p className="mt-2 text-sm font-medium text-slate-900">
            {t('doctor.summary.count', { verified, required: REQUIRED_COUNT })}
          </p>
        </div>
      </div>
      {documents.length > 0 ? (
        <ul
          aria-label={t('doctor.summary.documents')}
          className="divide-y divide-slate-100 px-2 py-1.5"
        >
          {byDocumentOrder(documents).map((document) => (
            <li key={document.id}>
              <a
                href={`#${documentAnchor(document.id)}`}
                className="flex items-center justify-between gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-slate-800 hover:bg-slate-50 hover:text-brand-800"
              >
                {documentLabel(document.kind)}
                <VerificationBadge status={document.status} label={statusLabel(document.status)} />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
