import { CircleCheck, FileText, Upload, X } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatFileSize } from '../utils/pdf-file';

interface DocumentUploadProps {
  label: string;
  hint: string;
  file: File | undefined;
  error: string | undefined;
  onSelect: (file: File) => void;
  onRemove: () => void;
}

/** One required PDF: pick or drop a file, see its name and size, replace or remove it. */
export function DocumentUpload({
  label,
  hint,
  file,
  error,
  onSelect,
  onRemove,
}: DocumentUploadProps) {
  const { t } = useTranslation('onboarding');
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) onSelect(dropped);
  };

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={cn(
        'rounded-xl border p-4 transition-colors',
        error
          ? 'border-red-300 bg-red-50/40'
          : file
            ? 'border-brand-200 bg-brand-50/40'
            : 'border-dashed border-slate-300 bg-white',
        dragging && 'border-brand-600 bg-brand-50',
      )}
    >
      <div className="flex items-start gap-3">
        <span
          className={cn(
            'flex size-10 shrink-0 items-center justify-center rounded-lg',
            file ? 'bg-brand-100 text-brand-800' : 'bg-slate-100 text-slate-600',
          )}
        >
          {file ? (
            <CircleCheck aria-hidden="true" className="size-5" />
          ) : (
            <FileText aria-hidden="true" className="size-5" />
          )}
        </span>
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-slate-900">{label}</p>
          <p id={hintId} className="mt-0.5 text-sm text-slate-600">
            {t('documents.hintWithLimit', { hint })}
          </p>
          {file ? (
            <p className="mt-2 flex min-w-0 items-center gap-2 text-sm text-slate-800">
              <FileText aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
              <span className="truncate font-medium" title={file.name}>
                {file.name}
              </span>
              <span className="shrink-0 text-slate-600">{formatFileSize(file.size)}</span>
            </p>
          ) : null}
          {error ? (
            <p id={errorId} className="mt-2 text-sm font-medium text-red-700">
              {error}
            </p>
          ) : null}
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2 sm:pl-13">
        <input
          id={inputId}
          type="file"
          accept="application/pdf,.pdf"
          aria-label={label}
          aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
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
          className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 shadow-sm peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 hover:border-brand-600 hover:text-brand-800"
        >
          <Upload aria-hidden="true" className="size-4" />
          {file ? t('documents.replace') : t('documents.choose')}
        </label>
        {file ? (
          <button
            type="button"
            onClick={onRemove}
            aria-label={t('documents.removeLabel', { label })}
            className="inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          >
            <X aria-hidden="true" className="size-4" />
            {t('documents.remove')}
          </button>
        ) : (
          <span className="hidden text-sm text-slate-500 sm:inline">{t('documents.orDrop')}</span>
        )}
      </div>
    </div>
  );
}
