import { ArrowLeft, CircleAlert, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { buttonStyles } from '@/components/ui/button-styles';
import { PageFrame } from '@/components/ui/page-frame';
import { PageLoader } from '@/components/ui/page-loader';
import { useIssueTypeLabel } from '@/components/ui/ticket-thread';
import { useGetAdminTicketQuery } from '@/features/admin/api/get-ticket';
import { TicketReview } from '@/features/admin/components/ticket-review';
import { useApiErrorMessage } from '@/hooks/use-api-error-text';
import type { ApiError } from '@/lib/api-client';

/** The list's tab and page the admin came from, when the link carried them. */
function queueSearchOf(state: unknown): string {
  const search = (state as { queueSearch?: unknown } | null)?.queueSearch;
  return typeof search === 'string' && search.startsWith('?') ? search : '';
}

export default function AdminTicketRoute() {
  const { t } = useTranslation(['admin', 'help']);
  const errorMessage = useApiErrorMessage();
  const issueType = useIssueTypeLabel();
  const { id = '' } = useParams();
  const location = useLocation();
  const { data, error, isLoading, refetch } = useGetAdminTicketQuery(id);
  const errorStatus = (error as Partial<ApiError> | undefined)?.status;
  const notFound = errorStatus === 404 || errorStatus === 400;
  const back = `/admin/tickets${queueSearchOf(location.state)}`;

  return (
    <>
      <div className="mb-4">
        <Link
          to={back}
          className="inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-brand-800 hover:text-brand-900 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('tickets.back')}
        </Link>
      </div>
      <PageFrame
        title={data ? t('help:tickets.title', { number: data.number }) : t('tickets.ticket')}
        description={
          data ? `${issueType(data.issueType)} · ${data.doctor.name}` : t('tickets.supportTicket')
        }
      >
        {data ? (
          <TicketReview ticket={data} />
        ) : isLoading ? (
          <PageLoader label={t('tickets.loadingTicket')} />
        ) : (
          <div
            role="alert"
            className="flex flex-col items-center gap-4 rounded-2xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-slate-200"
          >
            <CircleAlert aria-hidden="true" className="size-10 text-red-700" />
            <p className="text-sm font-medium text-red-800">
              {errorMessage(error, t('help:fallbacks.adminTicket'))}
            </p>
            {notFound ? (
              <Link to="/admin/tickets" className={buttonStyles({ variant: 'secondary' })}>
                {t('tickets.back')}
              </Link>
            ) : (
              <button
                type="button"
                onClick={() => void refetch()}
                className={buttonStyles({ variant: 'secondary' })}
              >
                <RotateCw aria-hidden="true" className="size-4" />
                {t('tryAgain')}
              </button>
            )}
          </div>
        )}
      </PageFrame>
    </>
  );
}
