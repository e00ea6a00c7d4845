import { Eye, FileText, Trash2, UploadCloud } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { LAB_REPORT_MAX_BYTES } from '@clinic/shared/constants';
import { VALIDATION } from '@clinic/shared/messages';
import { fileSizeText, PATIENT_MESSAGES, type LabReport } from '@clinic/shared/patients';
import { buttonStyles } from '@/components/ui/button-styles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FieldError } from '@/components/ui/form-message';
import { useApiErrorMessage } from '@/hooks/use-api-error-text';
import { useDisplayDate } from '@/lib/portal-format';
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
  const { t } = useTranslation('patients');
  const errorMessage = useApiErrorMessage();
  const displayDate = useDisplayDate();
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | undefined>();
  const [removing, setRemoving] = useState<LabReport | null>(null);
  const [upload, uploadState] = useUploadLabReportMutation();
  const [remove] = useRemoveLabReportMutation();

  const choose = async (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    const english = labReportFileError(file);
    // The check answers with the spec's English; shown in the language of the page.
    const problem =
      english === VALIDATION.fileTooLarge10mb
        ? t('details.labReports.tooLarge')
        : english === PATIENT_MESSAGES.labReportType
          ? t('details.labReports.wrongType')
          : english;
    setError(problem ?? undefined);
    if (problem) {
      toast.error(problem);
      return;
    }
    try {
      await upload({ id: patientId, file }).unwrap();
      toast.success(t('details.labReports.uploaded'));
    } catch (err) {
      const message = errorMessage(err, t('details.labReports.uploadFailed'));
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
      toast.success(t('details.labReports.removed'));
    } catch (err) {
      toast.error(errorMessage(err, t('details.labReports.removeFailed')));
    }
  };

  return (
    <SectionCard
      title={t('details.labReports.title')}
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
            {uploadState.isLoading
              ? t('details.labReports.uploading')
              : t('details.labReports.upload')}
          </button>
          <input
            ref={inputRef}
            type="file"
            accept={LAB_REPORT_ACCEPT}
            aria-label={t('details.labReports.fileLabel')}
            tabIndex={-1}
            className="sr-only"
            onChange={(event) => void choose(event.target.files?.[0])}
          />
        </>
      }
    >
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {t('details.labReports.hint')}
      </p>
      <FieldError id={`${id}-error`} message={error} />
      {reports.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t('details.labReports.empty')}</p>
      ) : (
        <ul aria-label={t('details.labReports.list')} className="mt-2 divide-y divide-slate-100">
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
                aria-label={t('details.labReports.view', { name: r.name })}
                className="inline-flex size-8 items-center justify-center rounded-lg text-brand-800 ring-1 ring-slate-200 hover:bg-brand-50"
              >
                <Eye aria-hidden="true" className="size-4" />
              </button>
              <button
                type="button"
                onClick={() => setRemoving(r)}
                aria-label={t('details.labReports.remove', { name: r.name })}
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
        title={t('details.labReports.removeTitle')}
        confirmLabel={t('details.labReports.removeConfirm')}
        destructive
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      >
        {removing ? t('details.labReports.removeBody', { name: removing.name }) : null}
      </ConfirmDialog>
    </SectionCard>
  );
}
