import { PageFrame } from '@/components/ui/page-frame';
import { AppointmentsScreen } from '@/features/appointments/components/appointments-screen';

export default function AppointmentsRoute() {
  return (
    <PageFrame title="Appointments" description="Every appointment booked with you.">
      <AppointmentsScreen />
    </PageFrame>
  );
}
