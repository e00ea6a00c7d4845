import { SuccessScreen } from '@/features/booking/components/success-screen';

export default function BookingSuccessRoute() {
  return <SuccessScreen />;
}
