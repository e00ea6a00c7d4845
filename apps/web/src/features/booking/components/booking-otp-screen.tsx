import { ArrowLeft, RefreshCw, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormMessage } from '@/components/ui/form-message';
import { useStepHeading } from '@/hooks/use-step-heading';
import { saveBookingSession } from '@/lib/booking-session';
import { useBookingState } from '../hooks/use-booking-state';
import { useSubmitBooking } from '../hooks/use-submit-booking';
import { toBookingRequest } from '../utils/booking-request';
import {
  bookingOtpStateSchema,
  mobileToVerify,
  type BookingOtpState,
  type BookingSuccessState,
  type VerifiedBooking,
} from '../utils/booking-state';
import { BookingLoading } from './booking-loading';
import { BookingPage } from './booking-page';
import { BookingProgress } from './booking-progress';
import { BookingSummary } from './booking-summary';
import { OtpCodeForm, type VerifiedOtp } from './otp-code-form';

/** /booking-otp: verify the number the appointment is booked with, then book it. */
export function BookingOtpScreen() {
  const booking = useBookingState(bookingOtpStateSchema);
  if (!booking) return <BookingLoading />;
  return <BookingOtp booking={booking} />;
}

function BookingOtp({ booking }: { booking: BookingOtpState }) {
  const navigate = useNavigate();
  const mobile = mobileToVerify(booking);
  const [verified, setVerified] = useState<VerifiedOtp | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { submit, busy: isLoading } = useSubmitBooking();
  const payOnline = booking.draft.paymentOption === 'pay-online';
  const headingRef = useStepHeading();
  const { t } = useTranslation(['booking', 'forms']);

  /** Back to the details, now with this number verified when it was. */
  const backToConfirmation = (extra: Partial<VerifiedBooking> = {}) => {
    const next: VerifiedBooking = {
      ...booking,
      ...(verified
        ? { mobileNumber: mobile, otp: verified.otp, bookingToken: verified.bookingToken }
        : {}),
      ...extra,
    };
    void navigate('/booking-confirmation', { state: next });
  };

  const book = async (proof: VerifiedOtp) => {
    setError(null);
    const outcome = await submit({
      bookingToken: proof.bookingToken,
      booking: toBookingRequest(booking, booking.draft),
    });
    if (outcome.kind === 'booked') {
      const { draft, slotProblem: _old, ...rest } = booking;
      const success: BookingSuccessState = {
        ...rest,
        mobileNumber: draft.mobile,
        email: draft.email.trim() || undefined,
        otp: proof.otp,
        bookingToken: proof.bookingToken,
        appointment: outcome.appointment,
      };
      void navigate('/booking-success', { state: success });
    } else if (outcome.kind === 'slot-taken') {
      void navigate('/booking-confirmation', {
        state: {
          ...booking,
          mobileNumber: mobile,
          otp: proof.otp,
          bookingToken: proof.bookingToken,
          slotProblem: outcome.message,
        } satisfies VerifiedBooking,
      });
    } else {
      setError(outcome.message);
    }
  };

  const onVerified = async (proof: VerifiedOtp) => {
    saveBookingSession(proof.bookingToken, mobile);
    toast.success(t('forms:toasts.otpVerified'));
    setVerified(proof);
    await book(proof);
  };

  return (
    <BookingPage
      title={t('bookingOtp.title')}
      backLink={
        <button
          type="button"
          onClick={() => backToConfirmation()}
          className="mb-5 inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-brand-800 hover:text-brand-900 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('page.back')}
        </button>
      }
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <section
          aria-labelledby="booking-otp-heading"
          className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10"
        >
          <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
            <ShieldCheck aria-hidden="true" className="size-6" />
          </span>
          <h1
            ref={headingRef}
            id="booking-otp-heading"
            tabIndex={-1}
            className="mt-5 text-2xl font-bold tracking-tight text-slate-900 focus:outline-none sm:text-3xl"
          >
            {t('bookingOtp.title')}
          </h1>
          <p className="mt-2 text-sm text-slate-600">{t('bookingOtp.intro')}</p>
          <div className="mt-6 max-w-md space-y-4">
            {verified ? (
              isLoading ? (
                <BookingProgress payOnline={payOnline} />
              ) : error ? (
                <>
                  <FormMessage message={error} />
                  <div className="flex flex-wrap gap-3">
                    <button
                      type="button"
                      onClick={() => void book(verified)}
                      className={buttonStyles()}
                    >
                      <RefreshCw aria-hidden="true" className="size-4" />
                      {t('bookingOtp.tryAgain')}
                    </button>
                    <button
                      type="button"
                      onClick={() => backToConfirmation()}
                      className={buttonStyles({ variant: 'secondary' })}
                    >
                      {t('bookingOtp.backToDetails')}
                    </button>
                  </div>
                </>
              ) : (
                <BookingProgress payOnline={payOnline} />
              )
            ) : (
              <OtpCodeForm mobile={mobile} onVerified={onVerified} />
            )}
          </div>
        </section>
        <BookingSummary booking={booking} title={t('summary.appointmentSummary')} />
      </div>
    </BookingPage>
  );
}
