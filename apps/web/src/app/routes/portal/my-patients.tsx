import { PageFrame } from '@/components/ui/page-frame';
import { MyPatientsScreen } from '@/features/my-patients/components/my-patients-screen';

export default function MyPatientsRoute() {
  return (
    <PageFrame title="My Patients" description="Patients who have booked with you.">
      <MyPatientsScreen />
    </PageFrame>
  );
}
