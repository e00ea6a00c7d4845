import { useTranslation } from 'react-i18next';
import { FormMessage } from '@/components/ui/form-message';
import { PageLoader } from '@/components/ui/page-loader';
import { getApiErrorMessage } from '@/lib/api-client';
import { clock } from '@/lib/clock';
import { useGetDashboardQuery } from '../api/get-dashboard';
import { AnnouncementsCarousel } from './announcements-carousel';
import { PendingRequests } from './pending-requests';
import { StatCards } from './stat-cards';
import { UpcomingAppointments } from './upcoming-appointments';

const PENDING_LIST_LIMIT = 30;

/** The dashboard: figures, upcoming appointments, pending requests and announcements. */
export function DashboardScreen({ now = clock.now() }: { now?: Date }) {
  const { t } = useTranslation('portal');
  const { data, isLoading, error, refetch } = useGetDashboardQuery(undefined, {
    refetchOnMountOrArgChange: 30,
    refetchOnFocus: true,
  });

  if (isLoading) return <PageLoader label={t('dashboard.loading')} />;
  if (error || !data) {
    return (
      <div className="space-y-3">
        <FormMessage message={getApiErrorMessage(error, t('fallbacks.dashboard'))} />
        <button
          type="button"
          className="text-sm font-semibold text-brand-800 underline"
          onClick={() => void refetch()}
        >
          {t('dashboard.tryAgain')}
        </button>
      </div>
    );
  }

  // The server sends at most 30 requests; a full list may be cut short, and then the
  // card's figure is the better count.
  const listed = data.pendingRequests.length;
  const pendingTotal =
    listed < PENDING_LIST_LIMIT ? listed : Math.max(listed, data.cards.pendingRequests.value);

  return (
    <div className="space-y-6">
      <StatCards cards={data.cards} />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,65fr)_minmax(0,35fr)]">
        <UpcomingAppointments
          appointments={data.upcoming}
          total={data.cards.upcomingAppointments.value}
          timeZone={data.timeZone}
          now={now}
        />
        <div className="space-y-6">
          <PendingRequests requests={data.pendingRequests} total={pendingTotal} />
          <AnnouncementsCarousel announcements={data.announcements} />
        </div>
      </div>
    </div>
  );
}
