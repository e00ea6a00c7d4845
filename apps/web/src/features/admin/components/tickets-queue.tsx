import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { CircleAlert, LifeBuoy, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonStyles } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { TicketStatusBadge } from '@/components/ui/ticket-status-badge';
import { ticketDate, ticketTime, useIssueTypeLabel } from '@/components/ui/ticket-thread';
import { useApiErrorMessage } from '@/hooks/use-api-error-text';
import { cn } from '@/lib/cn';
import {
  ADMIN_TICKET_FILTERS,
  useGetAdminTicketsQuery,
  type AdminTicketFilter,
  type AdminTicketSummary,
} from '../api/get-tickets';

interface TicketsQueueProps {
  status: AdminTicketFilter;
  page: number;
  onChange: (next: { status: AdminTicketFilter; page: number }) => void;
}

function TicketRows({ tickets, search }: { tickets: AdminTicketSummary[]; search: string }) {
  const { t } = useTranslation('admin');
  const issueType = useIssueTypeLabel();
  return (
    <ul className="divide-y divide-slate-200">
      {tickets.map((ticket) => (
        <li key={ticket.id}>
          <Link
            to={`/admin/tickets/${ticket.id}`}
            state={{ queueSearch: search }}
            className="grid gap-2 px-4 py-4 hover:bg-slate-50 focus-visible:-outline-offset-2 sm:grid-cols-[6rem_1fr_auto] sm:items-start sm:gap-4 sm:px-5"
          >
            <span className="font-semibold text-slate-900">#{ticket.number}</span>
            <span className="min-w-0">
              <span className="block text-sm font-semibold text-slate-900">
                {ticket.doctor.name || t('tickets.doctor')}{' '}
                <span className="font-normal text-slate-600">· {issueType(ticket.issueType)}</span>
              </span>
              <span className="mt-0.5 line-clamp-2 text-sm text-slate-700">
                {ticket.description}
              </span>
              <span className="mt-1 block text-xs text-slate-600">
                {ticketDate(ticket)} {ticketTime(ticket)} ·{' '}
                {t('tickets.replies', { count: ticket.replies })}
                {ticket.screenshotUrl ? ` · ${t('tickets.screenshot')}` : ''}
              </span>
            </span>
            <span className="sm:justify-self-end">
              <TicketStatusBadge status={ticket.status} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Open / Resolved / All tabs of every doctor's tickets, most recently active first, with pages. */
export function TicketsQueue({ status, page, onChange }: TicketsQueueProps) {
  const { t } = useTranslation(['admin', 'help']);
  const errorMessage = useApiErrorMessage();
  const { data, error, isFetching, isLoading, refetch } = useGetAdminTicketsQuery({ status, page });
  const search = `?status=${status}&page=${page}`;
  return (
    <TabGroup
      selectedIndex={ADMIN_TICKET_FILTERS.indexOf(status)}
      onChange={(index) => onChange({ status: ADMIN_TICKET_FILTERS[index] ?? 'Open', page: 1 })}
      className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <TabList
        aria-label={t('tickets.tabs')}
        className="grid grid-cols-3 border-b border-slate-200 px-1 sm:flex sm:gap-1 sm:px-4"
      >
        {ADMIN_TICKET_FILTERS.map((tab) => (
          <Tab
            key={tab}
            className={cn(
              'relative -mb-px inline-flex shrink-0 items-center justify-center gap-1.5 border-b-2 px-1 py-3.5 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:-outline-offset-4 sm:justify-start sm:px-3',
              'border-transparent text-slate-600 hover:text-slate-900',
              'data-selected:border-brand-700 data-selected:text-brand-800',
            )}
          >
            {t(`tickets.filters.${tab}`)}
            {tab === status && data ? (
              <span className="min-w-6 rounded-full bg-brand-700 px-1.5 py-0.5 text-center text-xs font-semibold text-white tabular-nums">
                {data.total}
              </span>
            ) : null}
          </Tab>
        ))}
      </TabList>
      <TabPanels>
        {ADMIN_TICKET_FILTERS.map((tab) => (
          <TabPanel key={tab} className="focus-visible:-outline-offset-2">
            {tab !== status ? null : isLoading ? (
              <div role="status" className="flex justify-center py-16">
                <Spinner />
                <span className="sr-only">{t('tickets.loading')}</span>
              </div>
            ) : error ? (
              <div role="alert" className="flex flex-col items-center gap-3 px-6 py-14 text-center">
                <CircleAlert aria-hidden="true" className="size-8 text-red-700" />
                <p className="text-sm font-medium text-red-800">
                  {errorMessage(error, t('help:fallbacks.adminTickets'))}
                </p>
                <button
                  type="button"
                  onClick={() => void refetch()}
                  className={buttonStyles({ variant: 'secondary', size: 'sm' })}
                >
                  <RotateCw aria-hidden="true" className="size-4" />
                  {t('tryAgain')}
                </button>
              </div>
            ) : data && data.tickets.length > 0 ? (
              <div className={cn('transition-opacity', isFetching && 'opacity-60')}>
                <TicketRows tickets={data.tickets} search={search} />
                <Pagination
                  page={data.page}
                  pageSize={data.pageSize}
                  total={data.total}
                  onPageChange={(next) => onChange({ status, page: next })}
                  label={t('tickets.pages', { status: t(`tickets.filters.${tab}`) })}
                  className="border-t border-slate-200 px-4 py-3 sm:px-5"
                />
              </div>
            ) : (
              <div className="p-4 sm:p-6">
                <EmptyState
                  icon={LifeBuoy}
                  title={t('tickets.empty')}
                  description={tab === 'Open' ? t('tickets.emptyOpen') : t('tickets.emptyOther')}
                />
              </div>
            )}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
