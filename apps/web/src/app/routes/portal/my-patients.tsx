import { Users } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { PageFrame } from '@/components/ui/page-frame';

export default function MyPatientsRoute() {
  return (
    <PageFrame title="My Patients" description="Patients who have booked with you.">
      <EmptyState
        icon={Users}
        description="Patients appear here after their first appointment with you."
      />
    </PageFrame>
  );
}
