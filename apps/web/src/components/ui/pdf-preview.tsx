import { Download, ExternalLink, FileWarning, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '@/hooks/use-api-error-text';
import { cn } from '@/lib/cn';
import { Spinner } from './spinner';

interface PdfPreviewProps {
  /** An object URL of the PDF (never a URL carrying a token); null while loading or failed. */
  src: string | null | undefined;
  /** The frame's accessible name, e.g. 'Government ID of Dr. Asha Rao'. */
  title: string;
  /** Offered as the download's file name. */
  fileName?: string | undefined;
  isLoading: boolean;
  /** Shown instead of the frame when the file could not be loaded. */
  error?: string | undefined;
  onRetry?: () => void;
  /** Height classes for the frame, e.g. 'h-[28rem]'. */
  className?: string;
}

const linkStyles =
  'inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium text-brand-800 hover:bg-brand-50 hover:text-brand-900';

/**
 * A PDF shown inline, with "Open in new tab" and "Download" for phones, whose
 * browsers often cannot draw a PDF inside a page.
 */
export function PdfPreview({
  src,
  title,
  fileName,
  isLoading,
  error,
  onRetry,
  className = 'h-[28rem]',
}: PdfPreviewProps) {
  const { t } = useTranslation();
  // The client's own fallbacks ('Network error') in the language shown.
  const apiErrorText = useApiErrorText();
  if (error) {
    return (
      <div
        role="alert"
        className={cn(
          'flex flex-col items-center justify-center gap-3 rounded-xl bg-red-50/60 p-6 text-center text-sm text-red-800 ring-1 ring-red-200',
          className,
        )}
      >
        <FileWarning aria-hidden="true" className="size-8 text-red-700" />
        <p className="font-medium">{apiErrorText(error)}</p>
        {onRetry ? (
          <button
            type="button"
            onClick={onRetry}
            className="inline-flex items-center gap-1.5 rounded-lg bg-white px-3 py-1.5 font-semibold text-red-800 ring-1 ring-red-300 hover:bg-red-50"
          >
            <RotateCw aria-hidden="true" className="size-4" />
            {t('ui.tryAgain')}
          </button>
        ) : null}
      </div>
    );
  }

  if (isLoading || !src) {
    return (
      <div
        role="status"
        className={cn(
          'flex items-center justify-center rounded-xl bg-slate-50 ring-1 ring-slate-200',
          className,
        )}
      >
        <Spinner />
        <span className="sr-only">{t('file.loading', { title })}</span>
      </div>
    );
  }

  return (
    <div className="overflow-hidden rounded-xl bg-slate-100 ring-1 ring-slate-200">
      {/* Fit the page width and hide the thumbnails: the frame is narrower than a screen. */}
      <iframe
        src={`${src}#view=FitH&navpanes=0`}
        title={title}
        className={cn('block w-full bg-white', className)}
      />
      <div className="flex flex-wrap items-center justify-end gap-1 border-t border-slate-200 bg-white px-2 py-1.5">
        <a href={src} target="_blank" rel="noopener" className={linkStyles}>
          <ExternalLink aria-hidden="true" className="size-4" />
          {t('file.openInNewTab')}
          <span className="sr-only">: {title}</span>
        </a>
        <a href={src} download={fileName ?? true} className={linkStyles}>
          <Download aria-hidden="true" className="size-4" />
          {t('file.download')}
          <span className="sr-only">: {title}</span>
        </a>
      </div>
    </div>
  );
}
