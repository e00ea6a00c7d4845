import { WAITLIST_MESSAGES } from '@clinic/shared/waitlist';
import { PageFrame } from '@/components/ui/page-frame';
import { PortalWaitlistScreen } from '@/features/waitlist/components/portal-waitlist-screen';

export default function WaitlistRoute() {
  return (
    <PageFrame
      title={WAITLIST_MESSAGES.portalTitle}
      description="Patients waiting for a slot to free, by day, first come first offered."
    >
      <PortalWaitlistScreen />
    </PageFrame>
  );
}
