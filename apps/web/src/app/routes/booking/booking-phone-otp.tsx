import { PhoneOtpScreen } from '@/features/booking/components/phone-otp-screen';

export default function BookingPhoneOtpRoute() {
  return <PhoneOtpScreen />;
}
