import { Smartphone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { BOOKING_TEXTS } from '@clinic/shared/messages';
import { ChangeNumberButton } from '@/components/ui/otp-code';
import { useStepHeading } from '@/hooks/use-step-heading';
import { saveBookingSession } from '@/lib/booking-session';
import { useBookingState } from '../hooks/use-booking-state';
import {
  bookingStartSchema,
  type BookingStart,
  type VerifiedBooking,
} from '../utils/booking-state';
import { BookingLoading } from './booking-loading';
import { BookingPage } from './booking-page';
import { BookingSummary } from './booking-summary';
import { MobileNumberForm } from './mobile-number-form';
import { OtpCodeForm } from './otp-code-form';

export const CONFIRMATION_NOTE = BOOKING_TEXTS.confirmationNote;

/** /booking-phone-otp: the patient's mobile number, then the code sent to it. */
export function PhoneOtpScreen() {
  const booking = useBookingState(bookingStartSchema);
  if (!booking) return <BookingLoading />;
  return <PhoneOtpFlow booking={booking} />;
}

function PhoneOtpFlow({ booking }: { booking: BookingStart }) {
  const navigate = useNavigate();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [lastMobile, setLastMobile] = useState('');
  const { t } = useTranslation(['booking', 'forms']);
  const title = sentTo ? t('texts.enterOtp') : t('texts.enterMobile');
  // Arriving from a slot, and each step here (number, code): focus on the step's heading.
  const headingRef = useStepHeading(sentTo);

  const onVerified = ({ otp, bookingToken }: { otp: string; bookingToken: string }) => {
    if (!sentTo) return;
    saveBookingSession(bookingToken, sentTo);
    toast.success(t('forms:toasts.otpVerified'));
    const next: VerifiedBooking = { ...booking, mobileNumber: sentTo, otp, bookingToken };
    void navigate('/booking-confirmation', { state: next });
  };

  return (
    <BookingPage title={title} showResultsLink resultsHref={booking.resultsHref}>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <section
          aria-labelledby="phone-otp-heading"
          className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10"
        >
          <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
            <Smartphone aria-hidden="true" className="size-6" />
          </span>
          <p className="mt-5 text-sm font-medium text-brand-800">
            {t('phoneOtp.stepOf', { step: sentTo ? 2 : 1 })}
          </p>
          <h1
            ref={headingRef}
            id="phone-otp-heading"
            tabIndex={-1}
            className="mt-1 text-2xl font-bold tracking-tight text-slate-900 focus:outline-none sm:text-3xl"
          >
            {title}
          </h1>
          <div className="mt-6 max-w-md">
            {sentTo ? (
              <OtpCodeForm
                key={sentTo}
                mobile={sentTo}
                onVerified={onVerified}
                note={t('texts.confirmationNote')}
                numberAction={
                  <ChangeNumberButton onClick={() => setSentTo(null)}>
                    {t('forms:otp.changeNumber')}
                  </ChangeNumberButton>
                }
              />
            ) : (
              <MobileNumberForm
                initialMobile={lastMobile}
                onSent={(mobile) => {
                  setLastMobile(mobile);
                  setSentTo(mobile);
                }}
              />
            )}
          </div>
        </section>
        <BookingSummary booking={booking} />
      </div>
    </BookingPage>
  );
}
