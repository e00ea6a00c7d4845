import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { PdfPreview } from '@/components/ui/pdf-preview';
import { getApiErrorMessage } from '@/lib/api-client';
import { useGetProfileDocumentFileQuery } from '../api/get-document-file';
import type { ProfileDocument } from '../api/get-profile';

interface DocumentViewerDialogProps {
  open: boolean;
  /** The document to show; kept while the dialog closes so its title does not blink. */
  document: { label: string; file: ProfileDocument } | null;
  onClose: () => void;
}

/** The chosen document's PDF, fetched with the session and shown from memory. */
export function DocumentViewerDialog({ open, document, onClose }: DocumentViewerDialogProps) {
  const { t } = useTranslation('profile');
  const file = document?.file;
  const { data, isFetching, error, refetch } = useGetProfileDocumentFileQuery(file?.id ?? '', {
    skip: !file,
  });
  return (
    <Modal
      open={open && Boolean(document)}
      onClose={onClose}
      title={document?.label ?? ''}
      description={file?.name}
      widthPx={960}
    >
      {file ? (
        <PdfPreview
          src={data}
          title={`${document.label}: ${file.name}`}
          fileName={file.name}
          isLoading={isFetching && !data}
          error={error ? getApiErrorMessage(error, t('fallbacks.openDocument')) : undefined}
          onRetry={() => void refetch()}
          className="h-[70vh]"
        />
      ) : null}
    </Modal>
  );
}
