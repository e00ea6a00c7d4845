import { PageFrame } from '@/components/ui/page-frame';
import { DashboardScreen } from '@/features/portal-dashboard/components/dashboard-screen';

export default function DashboardRoute() {
  return (
    <PageFrame title="Dashboard" description="Your practice at a glance.">
      <DashboardScreen />
    </PageFrame>
  );
}
