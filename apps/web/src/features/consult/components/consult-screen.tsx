import { ShieldCheck } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { CONSULT_TEXTS } from '@clinic/shared/messages';
import { PageLoader } from '@/components/ui/page-loader';
import { env } from '@/config/env';
// The patient's OTP card is the one My appointments uses: one way to prove a phone.
import { VerifyPhoneCard } from '@/components/ui/verify-phone-card';
import { getApiErrorMessage, type ApiError } from '@/lib/api-client';
import {
  clearBookingSession,
  readBookingSession,
  saveBookingSession,
  type BookingSession,
} from '@/lib/booking-session';
import { getToken } from '@/lib/token-storage';
import { useGetConsultRoomQuery, type ConsultRoom } from '../api/get-consult-room';
import { useCallSession } from '../hooks/use-call-session';
import { ConsultError } from './consult-error';
import { ConsultRoomView } from './consult-room';

type Caller = 'doctor' | 'patient';

/** The way back from the room: the doctor's appointments, or the patient's. */
function backFor(caller: Caller, t: TFunction<'booking'>): { href: string; label: string } {
  return caller === 'doctor'
    ? { href: '/appointments', label: t('consult.backToAppointments') }
    : { href: '/my-appointments', label: t('consult.backToMyAppointments') };
}

/**
 * /consult/:id. Who is calling decides the credentials: a signed-in doctor uses
 * the portal session; otherwise the patient's verified phone (the booking
 * session of this tab), asked for by OTP when there is none or it expired.
 */
export function ConsultScreen({ id }: { id: string }) {
  const [doctorToken] = useState(getToken);
  const [session, setSession] = useState<BookingSession | null>(() => readBookingSession());
  const [notice, setNotice] = useState<string | null>(null);
  const { t } = useTranslation('booking');
  const caller: Caller = doctorToken ? 'doctor' : 'patient';

  const forgetPhone = useCallback((message: string | null) => {
    clearBookingSession();
    setSession(null);
    setNotice(message);
  }, []);

  if (!doctorToken && !session) {
    return (
      <div className="bg-gradient-to-b from-brand-50/70 to-white">
        <title>{`${t('consult.title')} | ${env.appName}`}</title>
        <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
          <div className="mx-auto mb-8 max-w-lg text-center">
            <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-200">
              <ShieldCheck aria-hidden="true" className="size-7" />
            </span>
            <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
              {t('consult.title')}
            </h1>
            <p className="mt-2 text-sm text-slate-600 sm:text-base">{t('consult.verifyIntro')}</p>
          </div>
          <VerifyPhoneCard
            notice={notice}
            onVerified={(mobile, token) => {
              setNotice(null);
              setSession(saveBookingSession(token, mobile));
            }}
          />
        </div>
      </div>
    );
  }

  return (
    <>
      <title>{`${t('consult.title')} | ${env.appName}`}</title>
      <RoomLoader
        id={id}
        caller={caller}
        bearer={doctorToken}
        bookingToken={doctorToken ? null : (session?.token ?? null)}
        onPhoneRefused={forgetPhone}
      />
    </>
  );
}

interface RoomLoaderProps {
  id: string;
  caller: Caller;
  bearer: string | null;
  bookingToken: string | null;
  /** The booking token was refused (expired) or matched no booking: ask again. */
  onPhoneRefused: (message: string | null) => void;
}

function RoomLoader({ id, caller, bearer, bookingToken, onPhoneRefused }: RoomLoaderProps) {
  const query = useGetConsultRoomQuery({ id, bookingToken }, { refetchOnMountOrArgChange: true });
  const error = query.error as ApiError | undefined;
  const phoneExpired = caller === 'patient' && error?.status === 401;
  const { t } = useTranslation('booking');

  useEffect(() => {
    if (phoneExpired) onPhoneRefused(error.message);
  }, [phoneExpired, error, onPhoneRefused]);

  if (query.isUninitialized || query.isLoading || phoneExpired) {
    return (
      <div className="min-h-[calc(100dvh-4rem)] bg-slate-950">
        <PageLoader label={t('consult.opening')} />
      </div>
    );
  }
  if (error || !query.data) {
    // The call's own fallback is English: said in the language shown.
    const message = getApiErrorMessage(error, CONSULT_TEXTS.loadFailed);
    return (
      <ConsultError
        status={error?.status ?? 500}
        message={message === CONSULT_TEXTS.loadFailed ? t('consult.loadFailed') : message}
        backTo={backFor(caller, t)}
        onUseAnotherNumber={
          caller === 'patient' && error?.status === 404 ? () => onPhoneRefused(null) : undefined
        }
      />
    );
  }
  return (
    <Call
      room={query.data}
      caller={caller}
      bearer={bearer}
      bookingToken={bookingToken}
      onPhoneRefused={onPhoneRefused}
    />
  );
}

function Call({
  room,
  caller,
  bearer,
  bookingToken,
  onPhoneRefused,
}: {
  room: ConsultRoom;
  caller: Caller;
  bearer: string | null;
  bookingToken: string | null;
  onPhoneRefused: (message: string | null) => void;
}) {
  const call = useCallSession(room, { bearer, bookingToken });
  const fatal = call.state.fatal;
  const phoneExpired = caller === 'patient' && fatal?.status === 401;
  const { t } = useTranslation('booking');
  const backTo = backFor(room.role, t);

  useEffect(() => {
    if (phoneExpired) onPhoneRefused(fatal.message);
  }, [phoneExpired, fatal, onPhoneRefused]);

  if (fatal && !phoneExpired) {
    return <ConsultError status={fatal.status} message={fatal.message} backTo={backTo} />;
  }
  return <ConsultRoomView room={room} call={call} backTo={backTo} />;
}
