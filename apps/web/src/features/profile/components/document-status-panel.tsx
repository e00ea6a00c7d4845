import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { VerificationBadge } from '@/components/ui/verification-badge';
import { getApiErrorMessage } from '@/lib/api-client';
import type { ProfileDocument } from '../api/get-profile';
import { useUploadDocumentMutation } from '../api/upload-document';
import { DOCUMENT_ROWS, type DocumentKind } from '../utils/document-kinds';
import { pdfFileProblem } from '../utils/pdf-file';
import { useProfileText } from '../utils/profile-text';
import { DocumentRow } from './document-row';
import { DocumentViewerDialog } from './document-viewer-dialog';
import { SectionCard } from './section-card';

/** Each status's text: its key in the `profile` catalogue's `documents`. */
const CALLOUTS: Record<string, { text: 'verified' | 'pending' | 'rejected'; className: string }> = {
  Verified: { text: 'verified', className: 'bg-green-50 ring-green-200' },
  Pending: { text: 'pending', className: 'bg-amber-50 ring-amber-200' },
  Rejected: { text: 'rejected', className: 'bg-red-50 ring-red-200' },
};
const INCOMPLETE = { text: 'incomplete' as const, className: 'bg-slate-50 ring-slate-200' };

/** The doctor's overall verification status, as the server decided it. */
function VerificationCallout({ status }: { status: string }) {
  const { t } = useTranslation('profile');
  const text = useProfileText();
  const callout = CALLOUTS[status] ?? INCOMPLETE;
  return (
    <div className={`rounded-xl px-4 py-3 ring-1 ${callout.className}`}>
      <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900">
        {t('documents.overall')}
        <VerificationBadge status={status} label={text.status(status)} />
      </p>
      <p className="mt-1 text-sm text-slate-700">{t(`documents.${callout.text}`)}</p>
    </div>
  );
}

interface DocumentStatusPanelProps {
  documents: ProfileDocument[];
  verificationStatus: string | null | undefined;
}

/**
 * Document Verification Status: one row per document. Clicking a row opens its
 * upload input (one at a time); a new PDF replaces the old one and shows Pending.
 */
export function DocumentStatusPanel({ documents, verificationStatus }: DocumentStatusPanelProps) {
  const { t } = useTranslation('profile');
  const text = useProfileText();
  const [openKind, setOpenKind] = useState<DocumentKind | null>(null);
  const [viewing, setViewing] = useState<{ label: string; file: ProfileDocument } | null>(null);
  const [viewerOpen, setViewerOpen] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<DocumentKind, string>>>({});
  const [uploadDocument, { isLoading, originalArgs }] = useUploadDocumentMutation();
  const uploadingKind = isLoading ? originalArgs?.kind : undefined;

  const setError = (kind: DocumentKind, message: string | undefined) =>
    setErrors((current) => ({ ...current, [kind]: message }));

  const upload = async (kind: DocumentKind, label: string, file: File) => {
    const problem = await pdfFileProblem(file);
    setError(kind, problem ?? undefined);
    if (problem) return;
    try {
      await uploadDocument({ kind, file }).unwrap();
      setOpenKind(null);
      toast.success(t('documents.uploaded', { label }));
    } catch (error) {
      setError(kind, getApiErrorMessage(error, t('fallbacks.upload')));
    }
  };

  return (
    <SectionCard
      title={t('documents.title')}
      description={t('documents.description')}
      icon={ShieldCheck}
    >
      <VerificationCallout status={verificationStatus ?? 'Incomplete'} />
      <ul className="mt-4 space-y-3">
        {DOCUMENT_ROWS.map(({ kind }) => {
          const label = text.documentLabel(kind);
          const file = documents.find((document) => document.kind === kind);
          return (
            <DocumentRow
              key={kind}
              label={label}
              requiredForVerification={kind !== 'bankInfo'}
              file={file}
              expanded={openKind === kind}
              onToggle={() => setOpenKind((open) => (open === kind ? null : kind))}
              onView={() => {
                if (!file) return;
                setViewing({ label, file });
                setViewerOpen(true);
              }}
              isUploading={uploadingKind === kind}
              uploadError={text.message(errors[kind])}
              onSelectFile={(chosen) => void upload(kind, label, chosen)}
            />
          );
        })}
      </ul>
      <DocumentViewerDialog
        open={viewerOpen}
        document={viewing}
        onClose={() => setViewerOpen(false)}
      />
    </SectionCard>
  );
}
