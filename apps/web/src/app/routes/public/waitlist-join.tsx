import { useSearchParams } from 'react-router-dom';
import { WAITLIST_MESSAGES } from '@clinic/shared/waitlist';
import { FormMessage } from '@/components/ui/form-message';
import { PageFrame } from '@/components/ui/page-frame';
import { JoinWaitlistScreen } from '@/features/waitlist/components/join-waitlist-screen';

export default function WaitlistJoinRoute() {
  const [params] = useSearchParams();
  const doctorId = params.get('doctor') ?? '';
  const date = params.get('date') ?? '';
  return (
    <PageFrame
      variant="public"
      title={WAITLIST_MESSAGES.joinTitle}
      description="Be told by SMS when a slot frees on a full day."
    >
      {doctorId && /^\d{4}-\d{2}-\d{2}$/.test(date) ? (
        <JoinWaitlistScreen doctorId={doctorId} date={date} />
      ) : (
        <FormMessage message="Choose a doctor and a day first." />
      )}
    </PageFrame>
  );
}
