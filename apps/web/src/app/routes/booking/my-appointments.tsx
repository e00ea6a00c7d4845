import { MyAppointmentsScreen } from '@/features/my-appointments/components/my-appointments-screen';

export default function MyAppointmentsRoute() {
  return <MyAppointmentsScreen />;
}
