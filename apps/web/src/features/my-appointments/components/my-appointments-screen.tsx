import { LogOut } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRY_CODE } from '@clinic/shared/constants';
import { buttonStyles } from '@/components/ui/button-styles';
import { VerifyPhoneCard } from '@/components/ui/verify-phone-card';
import { env } from '@/config/env';
import {
  clearBookingSession,
  readBookingSession,
  saveBookingSession,
  type BookingSession,
} from '@/lib/booking-session';
import { AppointmentList } from './appointment-list';

/**
 * /my-appointments: a patient proves their phone with an OTP (purpose BOOKING) and
 * sees the bookings made from it, with Cancel and Move. The proof lasts 30 minutes
 * in this tab (sessionStorage), shared with the booking screens.
 */
export function MyAppointmentsScreen() {
  const [session, setSession] = useState<BookingSession | null>(() => readBookingSession());
  const [notice, setNotice] = useState<string | null>(null);
  const { t } = useTranslation('booking');

  const onExpired = useCallback((message: string) => {
    clearBookingSession();
    setSession(null);
    setNotice(message);
  }, []);

  return (
    <div className="bg-gradient-to-b from-brand-50/70 to-white">
      <title>{`${t('myAppointments.title')} | ${env.appName}`}</title>
      <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
        <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
              {t('myAppointments.title')}
            </h1>
            <p className="mt-2 text-sm text-slate-600 sm:text-base">
              {session
                ? t('myAppointments.bookingsWith', { mobile: `${COUNTRY_CODE} ${session.mobile}` })
                : t('myAppointments.intro')}
            </p>
          </div>
          {session ? (
            <button
              type="button"
              onClick={() => {
                clearBookingSession();
                setSession(null);
                setNotice(null);
              }}
              className={buttonStyles({
                variant: 'secondary',
                size: 'sm',
                className: 'self-start sm:self-auto',
              })}
            >
              <LogOut aria-hidden="true" className="size-4" />
              {t('myAppointments.useAnotherNumber')}
            </button>
          ) : null}
        </div>
        {session ? (
          <AppointmentList bookingToken={session.token} onExpired={onExpired} />
        ) : (
          <VerifyPhoneCard
            notice={notice}
            onVerified={(mobile, token) => {
              setNotice(null);
              setSession(saveBookingSession(token, mobile));
            }}
          />
        )}
      </div>
    </div>
  );
}
