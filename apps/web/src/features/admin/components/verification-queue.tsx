import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { CircleAlert, RotateCw, UserCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { useApiErrorMessage } from '@/hooks/use-api-error-text';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/i18n/format';
import { QUEUE_STATUSES, useGetDoctorsQuery, type QueueStatus } from '../api/get-doctors';
import { DoctorsTable } from './doctors-table';

interface VerificationQueueProps {
  status: QueueStatus;
  page: number;
  onChange: (next: { status: QueueStatus; page: number }) => void;
}

/** The count on a tab: its first page's total, cached and refreshed after every review. */
function useTabCounts(): Record<QueueStatus, number | undefined> {
  const pending = useGetDoctorsQuery({ status: 'Pending', page: 1 });
  const rejected = useGetDoctorsQuery({ status: 'Rejected', page: 1 });
  const verified = useGetDoctorsQuery({ status: 'Verified', page: 1 });
  return {
    Pending: pending.data?.total,
    Rejected: rejected.data?.total,
    Verified: verified.data?.total,
  };
}

/** Pending / Rejected / Verified tabs with counts, the doctors of the chosen one, and pages. */
export function VerificationQueue({ status, page, onChange }: VerificationQueueProps) {
  const { t } = useTranslation('admin');
  const errorMessage = useApiErrorMessage();
  const f = useFormat();
  const counts = useTabCounts();
  const { data, error, isFetching, isLoading, refetch } = useGetDoctorsQuery({ status, page });
  const queueSearch = `?status=${status}&page=${page}`;

  return (
    <TabGroup
      selectedIndex={QUEUE_STATUSES.indexOf(status)}
      onChange={(index) => onChange({ status: QUEUE_STATUSES[index] ?? 'Pending', page: 1 })}
      className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <TabList
        aria-label={t('queue.tabs')}
        className="grid grid-cols-3 border-b border-slate-200 px-1 sm:flex sm:gap-1 sm:px-4"
      >
        {QUEUE_STATUSES.map((tab) => (
          <Tab
            key={tab}
            className={cn(
              // On a phone the count goes under the name: three tabs fit 360 px with any count.
              'relative -mb-px inline-flex shrink-0 flex-col items-center justify-center gap-1 border-b-2 px-1 py-2.5 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:-outline-offset-4 sm:flex-row sm:justify-start sm:gap-2 sm:px-3 sm:py-3.5',
              'border-transparent text-slate-600 hover:text-slate-900',
              'data-selected:border-brand-700 data-selected:text-brand-800',
            )}
          >
            {t(`status.${tab}`)}
            <span
              className={cn(
                'min-w-6 rounded-full px-1.5 py-0.5 text-center text-xs font-semibold tabular-nums sm:px-2',
                tab === status ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-700',
              )}
            >
              {counts[tab] === undefined ? (
                <span className="sr-only">{t('queue.countLoading')}</span>
              ) : (
                f.number(counts[tab])
              )}
            </span>
          </Tab>
        ))}
      </TabList>
      <TabPanels>
        {QUEUE_STATUSES.map((tab) => (
          <TabPanel key={tab} className="focus-visible:-outline-offset-2">
            {tab !== status ? null : isLoading ? (
              <div role="status" className="flex justify-center py-16">
                <Spinner />
                <span className="sr-only">{t('queue.loading')}</span>
              </div>
            ) : error ? (
              <div role="alert" className="flex flex-col items-center gap-3 px-6 py-14 text-center">
                <CircleAlert aria-hidden="true" className="size-8 text-red-700" />
                <p className="text-sm font-medium text-red-800">
                  {errorMessage(error, t('fallbacks.doctors'))}
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
            ) : data && data.doctors.length > 0 ? (
              <div className={cn('transition-opacity', isFetching && 'opacity-60')}>
                <DoctorsTable
                  doctors={data.doctors}
                  caption={t('queue.caption', { status: t(`status.${tab}`), page })}
                  queueSearch={queueSearch}
                />
                <Pagination
                  page={data.page}
                  pageSize={data.pageSize}
                  total={data.total}
                  onPageChange={(next) => onChange({ status, page: next })}
                  label={t('queue.pages', { status: t(`status.${tab}`) })}
                  className="border-t border-slate-200 px-4 py-3 sm:px-5"
                />
              </div>
            ) : (
              <div className="p-4 sm:p-6">
                <EmptyState
                  icon={UserCheck}
                  title={page > 1 ? t('queue.noMore') : t('queue.allClear')}
                  description={t(`empty.${tab}`)}
                  action={
                    page > 1 ? (
                      <button
                        type="button"
                        onClick={() => onChange({ status, page: 1 })}
                        className={buttonStyles({ variant: 'secondary', size: 'sm' })}
                      >
                        {t('queue.firstPage')}
                      </button>
                    ) : undefined
                  }
                />
              </div>
            )}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
