import { Wallet } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { PageFrame } from '@/components/ui/page-frame';

export default function PaymentsRoute() {
  return (
    <PageFrame title="Payments" description="How you get paid and the payments you have received.">
      <EmptyState
        icon={Wallet}
        description="Your payment preferences and received payments will be shown here."
      />
    </PageFrame>
  );
}
