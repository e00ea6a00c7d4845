import { Upload } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';

interface DocumentUploadInputProps {
  id: string;
  label: string;
  /** The current file's name, size and date, when there is one. */
  details?: string | undefined;
  /** Replacing a verified required document takes the doctor out of search until it is checked. */
  warnVerified?: boolean;
  isUploading: boolean;
  error: string | undefined;
  onSelect: (file: File) => void;
}

/** The expanded part of a document row: choose a PDF that replaces the current one. */
export function DocumentUploadInput({
  id,
  label,
  details,
  warnVerified = false,
  isUploading,
  error,
  onSelect,
}: DocumentUploadInputProps) {
  const { t } = useTranslation('profile');
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  return (
    <div id={id} className="border-t border-slate-200 bg-slate-50/70 px-4 py-4">
      {details ? <p className="mb-2 text-xs break-words text-slate-600">{details}</p> : null}
      <p id={hintId} className="text-sm leading-6 text-slate-700">
        {t('documents.uploadHint', { label })}
      </p>
      {warnVerified ? (
        <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200">
          {t('documents.verifiedWarning')}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <input
          id={inputId}
          type="file"
          accept="application/pdf,.pdf"
          aria-label={t('documents.uploadLabel', { label })}
          aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          disabled={isUploading}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            // Cleared so choosing the same file again still fires a change.
            event.target.value = '';
            if (chosen) onSelect(chosen);
          }}
          className="peer sr-only"
        />
        <label
          htmlFor={inputId}
          aria-hidden="true"
          className={cn(
            'inline-flex h-9 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 shadow-sm',
            'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
            isUploading
              ? 'cursor-not-allowed opacity-60'
              : 'cursor-pointer hover:border-brand-600 hover:text-brand-800',
          )}
        >
          {isUploading ? (
            <Spinner className="size-4" />
          ) : (
            <Upload aria-hidden="true" className="size-4" />
          )}
          {isUploading ? t('uploading') : t('documents.choosePdf')}
        </label>
        {isUploading ? (
          <span role="status" className="sr-only">
            {t('documents.uploadingLabel', { label })}
          </span>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
