import { Download, Printer, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';
import { buttonStyles } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { FormMessage } from '@/components/ui/form-message';
import { PageLoader } from '@/components/ui/page-loader';
import { Spinner } from '@/components/ui/spinner';
import { useApiErrorMessage } from '@/hooks/use-api-error-text';
import { getApiErrorMessage, type ApiError } from '@/lib/api-client';
import { saveDownloadedFile } from '@/lib/file-download';
import { useDownloadInvoicePdfMutation } from '../api/download-invoice-pdf';
import { useGetLedgerInvoiceQuery } from '../api/get-ledger-invoice';
import { InvoicePatientCard } from './invoice-patient-card';
import { InvoiceSheet } from './invoice-sheet';
import { LedgerHistory } from './ledger-history';

const isNotFound = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  [404, 400].includes((error as ApiError).status as number);

/**
 * One invoice of the signed-in doctor with Download (the server's PDF) and Print (the
 * browser's, with a print stylesheet: only the invoice goes on paper). Another
 * doctor's or an unknown invoice is not found.
 */
export function LedgerDetailsScreen({ invoiceId }: { invoiceId: string }) {
  const { t } = useTranslation('billing');
  const errorMessage = useApiErrorMessage();
  const { data, isLoading, error, refetch } = useGetLedgerInvoiceQuery(invoiceId, {
    refetchOnMountOrArgChange: true,
  });
  const [downloadPdf, downloadState] = useDownloadInvoicePdfMutation();

  if (isLoading) return <PageLoader label={t('invoice.loading')} />;
  if (isNotFound(error)) {
    return (
      <EmptyState
        icon={SearchX}
        title={t('invoice.notFound')}
        description={t('invoice.notFoundHint')}
        action={
          <Link to="/ledger" className={buttonStyles()}>
            {t('invoice.goToLedger')}
          </Link>
        }
      />
    );
  }
  if (error || !data) {
    return (
      <div className="space-y-3">
        <FormMessage message={getApiErrorMessage(error, t('fallbacks.invoice'))} />
        <button
          type="button"
          className="text-sm font-semibold text-brand-800 underline"
          onClick={() => void refetch()}
        >
          {t('invoice.tryAgain')}
        </button>
      </div>
    );
  }

  const onDownload = async () => {
    try {
      saveDownloadedFile(await downloadPdf(data.invoiceId).unwrap());
      toast.success(t('toasts.downloaded', { invoiceId: data.invoiceId }));
    } catch (err) {
      toast.error(errorMessage(err, t('fallbacks.downloadPdf')));
    }
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap justify-end gap-3 print:hidden">
        <button
          type="button"
          onClick={() => void onDownload()}
          disabled={downloadState.isLoading}
          className={buttonStyles({ variant: 'secondary' })}
        >
          {downloadState.isLoading ? (
            <Spinner className="size-4" />
          ) : (
            <Download aria-hidden="true" className="size-4" />
          )}
          {t('invoice.download')}
        </button>
        <button type="button" onClick={() => window.print()} className={buttonStyles()}>
          <Printer aria-hidden="true" className="size-4" />
          {t('invoice.print')}
        </button>
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] xl:grid-cols-[minmax(0,1fr)_22rem] print:block">
        <div className="space-y-6">
          <InvoiceSheet invoice={data} />
          <div className="print:hidden">
            <LedgerHistory invoice={data} />
          </div>
        </div>
        <div className="print:hidden">
          <InvoicePatientCard invoice={data} />
        </div>
      </div>
    </div>
  );
}
