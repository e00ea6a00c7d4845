import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/ui/page-frame';
import { PortalWaitlistScreen } from '@/features/waitlist/components/portal-waitlist-screen';

export default function WaitlistRoute() {
  const { t } = useTranslation('portal');
  return (
    <PageFrame title={t('waitlist.page.title')} description={t('waitlist.page.description')}>
      <PortalWaitlistScreen />
    </PageFrame>
  );
}
