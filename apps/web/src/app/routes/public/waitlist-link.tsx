import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PageFrame } from '@/components/ui/page-frame';
import { WaitlistLinkScreen } from '@/features/waitlist/components/waitlist-link-screen';

export default function WaitlistLinkRoute() {
  const { token = '' } = useParams();
  const { t } = useTranslation('booking');
  return (
    <PageFrame
      variant="public"
      title={t('waitlist.linkTitle')}
      description={t('waitlist.linkDescription')}
    >
      <WaitlistLinkScreen token={token} />
    </PageFrame>
  );
}
