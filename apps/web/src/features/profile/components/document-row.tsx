import { ChevronDown, Eye, FileText } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PROFILE_TEXTS } from '@clinic/shared/messages';
import { VerificationBadge } from '@/components/ui/verification-badge';
import { cn } from '@/lib/cn';
import type { ProfileDocument } from '../api/get-profile';
import { useFormat } from '@/lib/i18n/format';
import { formatDate } from '../utils/format';
import { useProfileText } from '../utils/profile-text';
import { formatFileSize } from '../utils/pdf-file';
import { DocumentUploadInput } from './document-upload-input';

interface DocumentRowProps {
  label: string;
  /** One of the four documents that decide verification (bank information is not). */
  requiredForVerification: boolean;
  file: ProfileDocument | undefined;
  expanded: boolean;
  onToggle: () => void;
  onView: () => void;
  isUploading: boolean;
  uploadError: string | undefined;
  onSelectFile: (file: File) => void;
}

/**
 * One verification document: its status, the rejection reason, View when there is a
 * file, and (expanded) the input that replaces it.
 */
export function DocumentRow({
  label,
  requiredForVerification,
  file,
  expanded,
  onToggle,
  onView,
  isUploading,
  uploadError,
  onSelectFile,
}: DocumentRowProps) {
  const { t } = useTranslation('profile');
  const text = useProfileText();
  const f = useFormat();
  const panelId = useId();
  const status = file?.status ?? PROFILE_TEXTS.notUploaded;
  const details = file
    ? [
        t('documents.currentFile', { name: file.name }),
        file.sizeBytes ? formatFileSize(file.sizeBytes) : null,
        t('documents.uploadedOn', { date: formatDate(file.uploadedAt, f.locale) }),
      ]
        .filter(Boolean)
        .join(' · ')
    : undefined;
  return (
    <li
      className={cn(
        'overflow-hidden rounded-xl ring-1 transition-shadow',
        expanded ? 'shadow-sm ring-brand-300' : 'ring-slate-200',
      )}
    >
      <div className="flex items-center gap-2 bg-white pr-3">
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={expanded ? panelId : undefined}
          onClick={onToggle}
          className="flex min-w-0 flex-1 items-center gap-3 rounded-l-xl py-3 pl-3 text-left hover:bg-slate-50 focus-visible:-outline-offset-2"
        >
          <span
            className={cn(
              'flex size-9 shrink-0 items-center justify-center rounded-lg',
              file ? 'bg-brand-50 text-brand-700' : 'bg-slate-100 text-slate-500',
            )}
          >
            <FileText aria-hidden="true" className="size-4.5" />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-semibold text-slate-900">{label}</span>
            <span className="mt-1 flex min-w-0 items-center gap-2">
              <VerificationBadge status={status} label={text.status(status)} />
              {file ? <span className="truncate text-xs text-slate-600">{file.name}</span> : null}
            </span>
          </span>
          <ChevronDown
            aria-hidden="true"
            className={cn(
              'size-4 shrink-0 text-slate-500 transition-transform',
              expanded && 'rotate-180',
            )}
          />
        </button>
        {file?.url ? (
          <button
            type="button"
            onClick={onView}
            aria-label={t('documents.viewLabel', { label })}
            className="inline-flex size-9 shrink-0 items-center justify-center gap-1.5 rounded-lg text-sm font-semibold text-brand-800 ring-1 ring-brand-700/30 ring-inset hover:bg-brand-50 sm:h-8 sm:w-auto sm:px-2.5"
          >
            <Eye aria-hidden="true" className="size-4" />
            <span aria-hidden="true" className="hidden sm:inline">
              {t('documents.view')}
            </span>
          </button>
        ) : null}
      </div>
      {file?.status === 'Rejected' && file.reason ? (
        <p className="border-t border-red-100 bg-red-50 px-4 py-2.5 text-sm text-red-800">
          <span className="font-semibold">{t('documents.reason')}</span> {file.reason}
        </p>
      ) : null}
      {expanded ? (
        <DocumentUploadInput
          id={panelId}
          label={label}
          details={details}
          warnVerified={requiredForVerification && file?.status === 'Verified'}
          isUploading={isUploading}
          error={uploadError}
          onSelect={onSelectFile}
        />
      ) : null}
    </li>
  );
}
