import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { FormMessage } from '@/components/ui/form-message';
import { PageFrame } from '@/components/ui/page-frame';
import { JoinWaitlistScreen } from '@/features/waitlist/components/join-waitlist-screen';

export default function WaitlistJoinRoute() {
  const [params] = useSearchParams();
  const { t } = useTranslation('booking');
  const doctorId = params.get('doctor') ?? '';
  const date = params.get('date') ?? '';
  return (
    <PageFrame
      variant="public"
      title={t('waitlist.joinTitle')}
      description={t('waitlist.joinDescription')}
    >
      {doctorId && /^\d{4}-\d{2}-\d{2}$/.test(date) ? (
        <JoinWaitlistScreen doctorId={doctorId} date={date} />
      ) : (
        <FormMessage message={t('waitlist.chooseFirst')} />
      )}
    </PageFrame>
  );
}
