import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { PROFILE_TEXTS } from '@clinic/shared/messages';
import { VerificationBadge } from '@/components/ui/verification-badge';
import { getApiErrorMessage } from '@/lib/api-client';
import type { ProfileDocument } from '../api/get-profile';
import { useUploadDocumentMutation } from '../api/upload-document';
import { DOCUMENT_ROWS, type DocumentKind } from '../utils/document-kinds';
import { pdfFileProblem } from '../utils/pdf-file';
import { DocumentRow } from './document-row';
import { DocumentViewerDialog } from './document-viewer-dialog';
import { SectionCard } from './section-card';

const CALLOUTS: Record<string, { text: string; className: string }> = {
  Verified: {
    text: 'Your documents are verified. Patients can find and book you.',
    className: 'bg-green-50 ring-green-200',
  },
  Pending: {
    text: 'Your documents are being checked. You will be notified of the result.',
    className: 'bg-amber-50 ring-amber-200',
  },
  Rejected: {
    text: 'A document was rejected. Open it to see why and upload a new one.',
    className: 'bg-red-50 ring-red-200',
  },
};
const INCOMPLETE = {
  text: 'Upload every required document to get verified.',
  className: 'bg-slate-50 ring-slate-200',
};

/** The doctor's overall verification status, as the server decided it. */
function VerificationCallout({ status }: { status: string }) {
  const callout = CALLOUTS[status] ?? INCOMPLETE;
  return (
    <div className={`rounded-xl px-4 py-3 ring-1 ${callout.className}`}>
      <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900">
        Overall status
        <VerificationBadge status={status} />
      </p>
      <p className="mt-1 text-sm text-slate-700">{callout.text}</p>
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
      toast.success(PROFILE_TEXTS.toasts.documentUploaded(label));
    } catch (error) {
      setError(kind, getApiErrorMessage(error, PROFILE_TEXTS.fallbacks.upload));
    }
  };

  return (
    <SectionCard
      title="Document Verification Status"
      description="Open a document to upload a new file."
      icon={ShieldCheck}
    >
      <VerificationCallout status={verificationStatus ?? 'Incomplete'} />
      <ul className="mt-4 space-y-3">
        {DOCUMENT_ROWS.map(({ kind, label }) => {
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
              uploadError={errors[kind]}
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
