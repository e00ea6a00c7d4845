import { PageFrame } from '@/components/ui/page-frame';
import { PaymentsScreen } from '@/features/payments/components/payments-screen';

export default function PaymentsRoute() {
  return (
    <PageFrame title="Payments" description="How you get paid and the payments you have received.">
      <PaymentsScreen />
    </PageFrame>
  );
}
