import { BookingOtpScreen } from '@/features/booking/components/booking-otp-screen';

export default function BookingOtpRoute() {
  return <BookingOtpScreen />;
}
