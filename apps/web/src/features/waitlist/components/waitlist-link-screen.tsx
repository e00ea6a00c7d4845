import { CalendarCheck, LogOut } from 'lucide-react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormMessage } from '@/components/ui/form-message';
import { PageLoader } from '@/components/ui/page-loader';
import { VerifyPhoneCard } from '@/components/ui/verify-phone-card';
import { getApiErrorMessage } from '@/lib/api-client';
import { bookingTokenFor, saveBookingSession } from '@/lib/booking-session';
import { useFormat } from '@/lib/i18n/format';
import {
  useBookHeldSlotMutation,
  useGetWaitlistLinkQuery,
  useLeaveWaitlistMutation,
  type WaitlistLink,
} from '../api/waitlist-api';

/** What a waitlist link opens: the slot held for the patient (book it) or their place; leave. */
export function WaitlistLinkScreen({ token }: { token: string }) {
  const query = useGetWaitlistLinkQuery(token);
  const { t } = useTranslation('booking');
  if (query.isLoading) return <PageLoader />;
  if (query.isError || !query.data) {
    return (
      <FormMessage
        message={query.isError ? getApiErrorMessage(query.error) : t('waitlist.linkNotFound')}
      />
    );
  }
  return <LinkCard link={query.data} token={token} />;
}

function LinkCard({ link, token }: { link: WaitlistLink; token: string }) {
  const { entry, offer, doctor } = link;
  const [leave, leaveState] = useLeaveWaitlistMutation();
  const [error, setError] = useState<string | null>(null);
  const { t } = useTranslation('booking');
  const f = useFormat();
  const day = f.date(entry.date, 'longWithWeekday');
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
        {holding
          ? t('waitlist.offerTitle')
          : t('waitlist.waitlistOf', { doctor: doctor?.name ?? t('waitlist.yourDoctor') })}
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
              {t('details.dateAtTime', {
                date: f.instantDate(offer.startTime, doctor.timeZone, 'longWithWeekday'),
                time: f.instantTime(offer.startTime, doctor.timeZone),
              })}
            </p>
            <p className="text-sm text-slate-700">
              {t('waitlist.offerHeld', {
                until: f.instantTime(offer.holdExpiresAt, doctor.timeZone),
              })}
            </p>
          </>
        ) : (
          <p>{statusText(link, day, t)}</p>
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
          {t('waitlist.leave')}
        </button>
      ) : null}
    </section>
  );
}

function statusText({ entry, offer }: WaitlistLink, day: string, t: TFunction<'booking'>): string {
  if (entry.status === 'booked') return t('waitlist.offerBooked');
  if (entry.status === 'left') return t('waitlist.left');
  if (entry.status === 'missed' || offer?.status === 'expired') return t('waitlist.offerExpired');
  return t('waitlist.waiting', { day });
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
  const { t } = useTranslation('booking');
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
          intro={t('waitlist.verifyIntro', { mobile: `+91 ${mobile}` })}
          onVerified={(verified, fresh) => {
            saveBookingSession(fresh, verified);
            if (verified !== mobile) {
              setError(t('waitlist.verifySame'));
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
        {state.isLoading ? t('waitlist.booking') : t('waitlist.bookNow')}
      </button>
    </>
  );
}
