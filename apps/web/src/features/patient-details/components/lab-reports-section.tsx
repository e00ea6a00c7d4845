import { Eye, FileText, Trash2, UploadCloud } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { LAB_REPORT_MAX_BYTES } from '@clinic/shared/constants';
import { VALIDATION } from '@clinic/shared/messages';
import { fileSizeText, PATIENT_MESSAGES, type LabReport } from '@clinic/shared/patients';
import { displayDate } from '@clinic/shared/portal';
import { buttonStyles } from '@/components/ui/button-styles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FieldError } from '@/components/ui/form-message';
import { getApiErrorMessage } from '@/lib/api-client';
import { useRemoveLabReportMutation } from '../api/remove-lab-report';
import { useUploadLabReportMutation } from '../api/upload-lab-report';
import type { ViewedFile } from '../api/get-patient-file';
import { SectionCard } from './section-card';

/** What the picker offers; the server decides the type by the file's first bytes. */
export const LAB_REPORT_ACCEPT = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';

/** The selection's problem, checked before anything is sent; null when it may be uploaded. */
export function labReportFileError(file: File): string | null {
  if (file.size > LAB_REPORT_MAX_BYTES) return VALIDATION.fileTooLarge10mb;
  if (
    !/\.(jpe?g|png|pdf)$/i.test(file.name) &&
    !/^(image\/(jpeg|png)|application\/pdf)$/.test(file.type)
  )
    return PATIENT_MESSAGES.labReportType;
  return null;
}

/** Lab reports and images: upload (10 MB at most), list with name, size, date; view; remove. */
export function LabReportsSection({
  patientId,
  reports,
  onView,
}: {
  patientId: string;
  reports: LabReport[];
  onView: (file: ViewedFile) => void;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | undefined>();
  const [removing, setRemoving] = useState<LabReport | null>(null);
  const [upload, uploadState] = useUploadLabReportMutation();
  const [remove] = useRemoveLabReportMutation();

  const choose = async (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    const problem = labReportFileError(file);
    setError(problem ?? undefined);
    if (problem) {
      toast.error(problem);
      return;
    }
    try {
      await upload({ id: patientId, file }).unwrap();
      toast.success(PATIENT_MESSAGES.labReportUploaded);
    } catch (err) {
      const message = getApiErrorMessage(err, PATIENT_MESSAGES.uploadFailed);
      setError(message);
      toast.error(message);
    }
  };

  const confirmRemove = async () => {
    const report = removing;
    setRemoving(null);
    if (!report) return;
    try {
      await remove({ id: patientId, documentId: report.id }).unwrap();
      toast.success(PATIENT_MESSAGES.labReportRemoved);
    } catch (err) {
      toast.error(getApiErrorMessage(err, PATIENT_MESSAGES.removeFailed));
    }
  };

  return (
    <SectionCard
      title="Lab Reports"
      action={
        <>
          <button
            type="button"
            onClick={() => inputRef.current?.click()}
            disabled={uploadState.isLoading}
            aria-describedby={`${id}-hint`}
            className={buttonStyles({ variant: 'secondary', size: 'sm' })}
          >
            <UploadCloud aria-hidden="true" className="size-4" />
            {uploadState.isLoading ? 'Uploading...' : 'Upload Report'}
          </button>
          <input
            ref={inputRef}
            type="file"
            accept={LAB_REPORT_ACCEPT}
            aria-label="Lab report file"
            tabIndex={-1}
            className="sr-only"
            onChange={(event) => void choose(event.target.files?.[0])}
          />
        </>
      }
    >
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        JPG, PNG or PDF, up to 10 MB.
      </p>
      <FieldError id={`${id}-error`} message={error} />
      {reports.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{PATIENT_MESSAGES.noLabReports}</p>
      ) : (
        <ul aria-label="Lab reports" className="mt-2 divide-y divide-slate-100">
          {reports.map((r) => (
            <li key={r.id} className="flex items-center gap-3 py-3">
              <FileText aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-slate-900">{r.name}</p>
                <p className="text-xs text-slate-600 tabular-nums">
                  {fileSizeText(r.size)} · {displayDate(r.date)}
                </p>
              </div>
              <button
                type="button"
                onClick={() => onView({ name: r.name, documentId: r.id })}
                aria-label={`View ${r.name}`}
                className="inline-flex size-8 items-center justify-center rounded-lg text-brand-800 ring-1 ring-slate-200 hover:bg-brand-50"
              >
                <Eye aria-hidden="true" className="size-4" />
              </button>
              <button
                type="button"
                onClick={() => setRemoving(r)}
                aria-label={`Remove ${r.name}`}
                className="inline-flex size-8 items-center justify-center rounded-lg text-red-700 ring-1 ring-slate-200 hover:bg-red-50"
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Remove lab report?"
        confirmLabel="Remove"
        destructive
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      >
        {removing ? `${removing.name} will be deleted from this patient's record.` : null}
      </ConfirmDialog>
    </SectionCard>
  );
}
