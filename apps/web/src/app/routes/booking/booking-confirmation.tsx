import { ConfirmationScreen } from '@/features/booking/components/confirmation-screen';

export default function BookingConfirmationRoute() {
  return <ConfirmationScreen />;
}
