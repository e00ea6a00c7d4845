import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/ui/page-frame';
import { DashboardScreen } from '@/features/portal-dashboard/components/dashboard-screen';

export default function DashboardRoute() {
  const { t } = useTranslation('portal');
  return (
    <PageFrame title={t('dashboard.page.title')} description={t('dashboard.page.description')}>
      <DashboardScreen />
    </PageFrame>
  );
}
