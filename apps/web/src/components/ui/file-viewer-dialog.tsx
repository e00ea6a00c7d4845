import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Modal } from './modal';
import { PdfPreview } from './pdf-preview';

/** A file fetched into memory: an object URL of its bytes and its MIME type. */
export interface LoadedFileView {
  /** An object URL of the bytes (never a URL carrying the token). */
  objectUrl: string;
  /** 'application/pdf', 'image/png'... */
  type: string;
}

interface FileViewerDialogProps {
  /** The file being viewed (its name titles the dialog), or null when closed. */
  file: { name: string } | null;
  onClose: () => void;
  /** The loaded file, from the feature's own query. */
  data: LoadedFileView | undefined;
  isFetching: boolean;
  /** The message shown when the file could not be loaded. */
  error?: string | undefined;
  onRetry: () => void;
}

/**
 * A file in a dialog: PDFs in a frame, images as they are. The feature fetches the
 * file (with its own query) and passes the result in.
 */
export function FileViewerDialog({
  file,
  onClose,
  data,
  isFetching,
  error,
  onRetry,
}: FileViewerDialogProps) {
  const { t } = useTranslation();
  const isImage = data?.type.startsWith('image/') ?? false;
  return (
    <Modal open={file !== null} onClose={onClose} title={file?.name ?? ''} widthPx={760}>
      {file && isImage && data && !isFetching ? (
        <div className="space-y-3">
          <img
            src={data.objectUrl}
            alt={file.name}
            className="mx-auto max-h-[70vh] rounded-lg ring-1 ring-slate-200"
          />
          <div className="flex justify-end">
            <a
              href={data.objectUrl}
              download={file.name}
              className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium text-brand-800 hover:bg-brand-50"
            >
              <Download aria-hidden="true" className="size-4" />
              {t('file.download')}
            </a>
          </div>
        </div>
      ) : file ? (
        <PdfPreview
          src={data?.objectUrl}
          title={file.name}
          fileName={file.name}
          isLoading={isFetching}
          error={error}
          onRetry={onRetry}
          className="h-[60vh]"
        />
      ) : null}
    </Modal>
  );
}
