import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageFrame } from '@/components/ui/page-frame';
import { readTicketFilters } from '@/features/admin/api/get-tickets';
import { TicketsQueue } from '@/features/admin/components/tickets-queue';

export default function AdminTicketsRoute() {
  // The tab and page live in the URL, so Back from a ticket returns to the same place.
  const { t } = useTranslation('admin');
  const [searchParams, setSearchParams] = useSearchParams();
  const { status, page } = readTicketFilters(searchParams);
  return (
    <PageFrame title={t('tickets.title')} description={t('tickets.description')}>
      <TicketsQueue
        status={status}
        page={page}
        onChange={(next) => setSearchParams({ status: next.status, page: String(next.page) })}
      />
    </PageFrame>
  );
}
