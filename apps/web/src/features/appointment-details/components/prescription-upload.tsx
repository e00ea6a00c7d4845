import { FileText, UploadCloud, X } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { PORTAL_MESSAGES } from '@clinic/shared/portal';
import { buttonStyles } from '@/components/ui/button-styles';
import { FieldError } from '@/components/ui/form-message';
import { TextField } from '@/components/ui/text-field';
import { useApiErrorMessage } from '@/hooks/use-api-error-text';
import { cn } from '@/lib/cn';
import { useMessageText } from '@/lib/portal-messages';
import { useUploadPrescriptionMutation } from '../api/upload-prescription';
import { formatFileSize } from '../utils/format';
import { PRESCRIPTION_ACCEPT, prescriptionFileError } from '../utils/prescription-file';

/**
 * Attach Prescription: pick (Browse) or drop a JPG, PNG or PDF of at most 10 MB, name
 * the medication, upload. Type and size are checked here before anything is sent.
 */
export function PrescriptionUpload({ appointmentId }: { appointmentId: string }) {
  const { t } = useTranslation(['appointments', 'portal']);
  const errorMessage = useApiErrorMessage();
  const messageText = useMessageText();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [medication, setMedication] = useState('');
  const [medicationError, setMedicationError] = useState<string | undefined>();
  const [dragging, setDragging] = useState(false);
  const [upload, { isLoading }] = useUploadPrescriptionMutation();

  const choose = (picked: File | undefined) => {
    if (!picked) return;
    const problem = prescriptionFileError(picked);
    setFileError(problem ?? undefined);
    setFile(problem ? null : picked);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };

  const onUpload = async () => {
    const text = medication.trim();
    const missingFile = file ? undefined : PORTAL_MESSAGES.prescriptionFileRequired;
    const missingMedication = text ? undefined : PORTAL_MESSAGES.medicationRequired;
    setFileError((current) => current ?? missingFile);
    setMedicationError(missingMedication);
    if (!file || missingMedication) return;
    try {
      await upload({ id: appointmentId, file, medication: text }).unwrap();
      toast.success(t('details.prescription.uploaded'));
      setFile(null);
      setMedication('');
      if (inputRef.current) inputRef.current.value = '';
    } catch (err) {
      const message = errorMessage(err, t('portal:fallbacks.prescription'));
      setFileError(message);
      toast.error(message);
    }
  };

  return (
    <div>
      <h3 id={`${id}-title`} className="text-sm font-semibold text-slate-900">
        {t('details.prescription.title')}
      </h3>
      <div
        onDragEnter={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
        className={cn(
          'mt-2 flex flex-col items-center rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors',
          dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-slate-50/60',
          fileError && 'border-red-400',
        )}
      >
        <UploadCloud aria-hidden="true" className="size-8 text-brand-700" />
        <p className="mt-2 text-sm font-medium text-slate-800">{t('details.prescription.drop')}</p>
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {t('details.prescription.hint')}
        </p>
        <button
          type="button"
          onClick={() => inputRef.current?.click()}
          aria-describedby={`${id}-hint`}
          className={buttonStyles({ variant: 'secondary', size: 'sm', className: 'mt-3' })}
        >
          {t('details.prescription.browse')}
        </button>
        <input
          ref={inputRef}
          id={`${id}-file`}
          type="file"
          accept={PRESCRIPTION_ACCEPT}
          aria-label={t('details.prescription.file')}
          tabIndex={-1}
          className="sr-only"
          onChange={(event) => choose(event.target.files?.[0])}
        />
      </div>
      <FieldError id={`${id}-file-error`} message={messageText(fileError)} />

      {file ? (
        <div className="mt-3 flex items-center gap-3 rounded-lg bg-white px-3 py-2 ring-1 ring-slate-200">
          <FileText aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
          <p className="min-w-0 flex-1 truncate text-sm text-slate-800">
            {file.name} <span className="text-slate-600">({formatFileSize(file.size)})</span>
          </p>
          <button
            type="button"
            onClick={() => {
              setFile(null);
              if (inputRef.current) inputRef.current.value = '';
            }}
            aria-label={t('details.prescription.remove', { name: file.name })}
            className="inline-flex size-8 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      ) : null}

      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          label={t('details.prescription.medication')}
          className="flex-1"
          value={medication}
          onChange={(event) => {
            setMedication(event.target.value);
            if (medicationError) setMedicationError(undefined);
          }}
          placeholder={t('details.prescription.medicationPlaceholder')}
          error={messageText(medicationError)}
        />
        <button
          type="button"
          onClick={() => void onUpload()}
          disabled={isLoading}
          className={buttonStyles({ variant: 'secondary', className: 'sm:mt-7' })}
        >
          {isLoading ? t('details.prescription.uploading') : t('details.prescription.upload')}
        </button>
      </div>
    </div>
  );
}
