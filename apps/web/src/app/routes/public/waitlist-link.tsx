import { useParams } from 'react-router-dom';
import { PageFrame } from '@/components/ui/page-frame';
import { WaitlistLinkScreen } from '@/features/waitlist/components/waitlist-link-screen';

export default function WaitlistLinkRoute() {
  const { token = '' } = useParams();
  return (
    <PageFrame
      variant="public"
      title="Your waitlist"
      description="Book the slot held for you, or leave the waitlist."
    >
      <WaitlistLinkScreen token={token} />
    </PageFrame>
  );
}
