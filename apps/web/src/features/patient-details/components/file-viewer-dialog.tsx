import { skipToken } from '@reduxjs/toolkit/query/react';
import { Download } from 'lucide-react';
import { PATIENT_MESSAGES } from '@clinic/shared/patients';
import { Modal } from '@/components/ui/modal';
import { PdfPreview } from '@/components/ui/pdf-preview';
import { getApiErrorMessage } from '@/lib/api-client';
import { useGetPatientFileQuery } from '../api/get-patient-file';

export interface ViewedFile {
  name: string;
  documentId: string;
}

/** A prescription's file or a lab report in a dialog: PDFs in a frame, images as they are. */
export function FileViewerDialog({
  file,
  onClose,
}: {
  file: ViewedFile | null;
  onClose: () => void;
}) {
  const { data, isFetching, error, refetch } = useGetPatientFileQuery(
    file?.documentId ?? skipToken,
  );
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
              Download
            </a>
          </div>
        </div>
      ) : file ? (
        <PdfPreview
          src={data?.objectUrl}
          title={file.name}
          fileName={file.name}
          isLoading={isFetching}
          error={error ? getApiErrorMessage(error, PATIENT_MESSAGES.fileFailed) : undefined}
          onRetry={() => void refetch()}
          className="h-[60vh]"
        />
      ) : null}
    </Modal>
  );
}
