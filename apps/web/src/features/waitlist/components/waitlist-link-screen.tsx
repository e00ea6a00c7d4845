import { CalendarCheck, LogOut } from 'lucide-react';
import { useState } from 'react';
import { WAITLIST_MESSAGES } from '@clinic/shared/waitlist';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormMessage } from '@/components/ui/form-message';
import { PageLoader } from '@/components/ui/page-loader';
import { VerifyPhoneCard } from '@/components/ui/verify-phone-card';
import { getApiErrorMessage } from '@/lib/api-client';
import { bookingTokenFor, saveBookingSession } from '@/lib/booking-session';
import { formatClinicDate, formatClinicTime, formatLongDate } from '@/lib/clinic-time';
import {
  useBookHeldSlotMutation,
  useGetWaitlistLinkQuery,
  useLeaveWaitlistMutation,
  type WaitlistLink,
} from '../api/waitlist-api';

/** What a waitlist link opens: the slot held for the patient (book it) or their place; leave. */
export function WaitlistLinkScreen({ token }: { token: string }) {
  const query = useGetWaitlistLinkQuery(token);
  if (query.isLoading) return <PageLoader />;
  if (query.isError || !query.data) {
    return (
      <FormMessage
        message={query.isError ? getApiErrorMessage(query.error) : WAITLIST_MESSAGES.linkNotFound}
      />
    );
  }
  return <LinkCard link={query.data} token={token} />;
}

function LinkCard({ link, token }: { link: WaitlistLink; token: string }) {
  const { entry, offer, doctor } = link;
  const [leave, leaveState] = useLeaveWaitlistMutation();
  const [error, setError] = useState<string | null>(null);
  const day = formatLongDate(entry.date);
  const holding = entry.status === 'offered' && offer?.status === 'open';
  const canLeave = entry.status === 'waiting' || entry.status === 'offered';

  const onLeave = async () => {
    setError(null);
    try {
      await leave({ id: entry.id, token }).unwrap();
    } catch (caught) {
      setError(getApiErrorMessage(caught));
    }
  };

  return (
    <section
      aria-labelledby="waitlist-link-heading"
      className="mx-auto max-w-lg rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10"
    >
      <h2 id="waitlist-link-heading" className="text-xl font-semibold text-slate-900">
        {holding ? WAITLIST_MESSAGES.offerTitle : `Waitlist: ${doctor?.name ?? 'your doctor'}`}
      </h2>
      {doctor ? (
        <p className="mt-1 text-sm text-slate-600">
          {doctor.name}
          {doctor.clinicName ? `, ${doctor.clinicName}` : ''}
          {doctor.city ? `, ${doctor.city}` : ''}
        </p>
      ) : null}
      <div aria-live="polite" className="mt-5 space-y-3 text-base text-slate-900">
        {holding && offer && doctor ? (
          <>
            <p className="rounded-xl bg-brand-50 px-4 py-3 font-semibold text-brand-900 ring-1 ring-brand-200">
              {formatClinicDate(offer.startTime, doctor.timeZone)} at{' '}
              {formatClinicTime(offer.startTime, doctor.timeZone)}
            </p>
            <p className="text-sm text-slate-700">
              {WAITLIST_MESSAGES.offerHeld(formatClinicTime(offer.holdExpiresAt, doctor.timeZone))}
            </p>
          </>
        ) : (
          <p>{statusText(link, day)}</p>
        )}
      </div>
      {error ? <FormMessage message={error} className="mt-4" /> : null}
      {holding && offer && doctor ? (
        <BookHeld
          doctorId={doctor.userId}
          mobile={doctor.mobile}
          name={entry.name}
          startTime={offer.startTime}
        />
      ) : null}
      {canLeave ? (
        <button
          type="button"
          disabled={leaveState.isLoading}
          onClick={() => void onLeave()}
          className={buttonStyles({ variant: 'secondary', className: 'mt-4 w-full' })}
        >
          <LogOut aria-hidden="true" className="size-4" />
          {WAITLIST_MESSAGES.leave}
        </button>
      ) : null}
    </section>
  );
}

function statusText({ entry, offer }: WaitlistLink, day: string): string {
  if (entry.status === 'booked') return WAITLIST_MESSAGES.offerBooked;
  if (entry.status === 'left') return WAITLIST_MESSAGES.left;
  if (entry.status === 'missed' || offer?.status === 'expired')
    return WAITLIST_MESSAGES.offerExpired;
  return WAITLIST_MESSAGES.waiting(day);
}

/** Books the held slot with the booking flow's token for the waiting phone (OTP first if needed). */
function BookHeld({
  doctorId,
  mobile,
  name,
  startTime,
}: {
  doctorId: string;
  mobile: string;
  name: string;
  startTime: string;
}) {
  const [token, setToken] = useState(() => bookingTokenFor(mobile));
  const [verifying, setVerifying] = useState(false);
  const [book, state] = useBookHeldSlotMutation();
  const [error, setError] = useState<string | null>(null);

  const onBook = async (bookingToken: string) => {
    setError(null);
    try {
      await book({ bookingToken, doctorId, startTime, name, mobile }).unwrap();
    } catch (caught) {
      setError(getApiErrorMessage(caught));
    }
  };

  if (verifying && !token) {
    return (
      <div className="mt-6">
        <VerifyPhoneCard
          intro={`Verify +91 ${mobile}, the number on the waitlist, to book this slot.`}
          onVerified={(verified, fresh) => {
            saveBookingSession(fresh, verified);
            if (verified !== mobile) {
              setError('Please verify the number that joined the waitlist.');
              return;
            }
            setToken(fresh);
            setVerifying(false);
            void onBook(fresh);
          }}
        />
      </div>
    );
  }
  return (
    <>
      {error ? <FormMessage message={error} className="mt-4" /> : null}
      <button
        type="button"
        disabled={state.isLoading}
        onClick={() => (token ? void onBook(token) : setVerifying(true))}
        className={buttonStyles({ size: 'lg', className: 'mt-6 w-full' })}
      >
        <CalendarCheck aria-hidden="true" className="size-5" />
        {state.isLoading ? 'Booking...' : WAITLIST_MESSAGES.bookNow}
      </button>
    </>
  );
}
