import { ArrowLeft, RefreshCw, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { TOASTS } from '@clinic/shared/messages';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormMessage } from '@/components/ui/form-message';
import { getApiErrorMessage } from '@/lib/api-client';
import { saveBookingSession } from '@/lib/booking-session';
import { useCreateBookingMutation } from '../api/create-booking';
import { useBookingState } from '../hooks/use-booking-state';
import { isSlotProblem, toBookingRequest } from '../utils/booking-request';
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
  const [createBooking, { isLoading }] = useCreateBookingMutation();
  const payOnline = booking.draft.paymentOption === 'pay-online';

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
    try {
      const appointment = await createBooking({
        bookingToken: proof.bookingToken,
        booking: toBookingRequest(booking, booking.draft),
      }).unwrap();
      const { draft, slotProblem: _old, ...rest } = booking;
      const success: BookingSuccessState = {
        ...rest,
        mobileNumber: draft.mobile,
        email: draft.email.trim() || undefined,
        otp: proof.otp,
        bookingToken: proof.bookingToken,
        appointment,
      };
      void navigate('/booking-success', { state: success });
    } catch (caught) {
      const message = getApiErrorMessage(caught);
      if (isSlotProblem(caught)) {
        toast.error(message);
        void navigate('/booking-confirmation', {
          state: {
            ...booking,
            mobileNumber: mobile,
            otp: proof.otp,
            bookingToken: proof.bookingToken,
            slotProblem: message,
          } satisfies VerifiedBooking,
        });
        return;
      }
      setError(message);
    }
  };

  const onVerified = async (proof: VerifiedOtp) => {
    saveBookingSession(proof.bookingToken, mobile);
    toast.success(TOASTS.otpVerified);
    setVerified(proof);
    await book(proof);
  };

  return (
    <BookingPage
      title="Confirm with OTP"
      backLink={
        <button
          type="button"
          onClick={() => backToConfirmation()}
          className="mb-5 inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-brand-800 hover:text-brand-900 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back
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
            id="booking-otp-heading"
            className="mt-5 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
          >
            Confirm with OTP
          </h1>
          <p className="mt-2 text-sm text-slate-600">
            This number is new to this booking: confirm it before we book your appointment.
          </p>
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
                      Try again
                    </button>
                    <button
                      type="button"
                      onClick={() => backToConfirmation()}
                      className={buttonStyles({ variant: 'secondary' })}
                    >
                      Back to details
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
        <BookingSummary booking={booking} title="Appointment summary" />
      </div>
    </BookingPage>
  );
}
