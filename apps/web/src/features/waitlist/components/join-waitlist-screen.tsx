import { BellRing, LogOut } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '@/components/ui/form-message';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { VerifyPhoneCard } from '@/components/ui/verify-phone-card';
import { buttonStyles } from '@/components/ui/button-styles';
import { getApiErrorMessage } from '@/lib/api-client';
import { readBookingSession, saveBookingSession } from '@/lib/booking-session';
import { useFormat } from '@/lib/i18n/format';
import {
  useJoinWaitlistMutation,
  useLeaveWaitlistMutation,
  type WaitlistEntry,
} from '../api/waitlist-api';

interface JoinWaitlistScreenProps {
  doctorId: string;
  /** The clinic's local day, YYYY-MM-DD. */
  date: string;
}

/** Verify the phone (OTP), give a name, join the doctor's waitlist for the day; leave again. */
export function JoinWaitlistScreen({ doctorId, date }: JoinWaitlistScreenProps) {
  const [session, setSession] = useState(() => readBookingSession());
  const [joined, setJoined] = useState<(WaitlistEntry & { token: string }) | null>(null);
  const { t } = useTranslation('booking');
  const f = useFormat();
  const day = f.date(date, 'longWithWeekday');

  if (!session) {
    return (
      <VerifyPhoneCard
        intro={t('waitlist.joinIntro', { day })}
        onVerified={(mobile, token) => setSession(saveBookingSession(token, mobile))}
      />
    );
  }
  if (joined) return <JoinedCard entry={joined} day={day} />;
  return (
    <NameStep
      doctorId={doctorId}
      date={date}
      day={day}
      mobile={session.mobile}
      bookingToken={session.token}
      onJoined={setJoined}
    />
  );
}

function NameStep({
  doctorId,
  date,
  day,
  mobile,
  bookingToken,
  onJoined,
}: {
  doctorId: string;
  date: string;
  day: string;
  mobile: string;
  bookingToken: string;
  onJoined: (entry: WaitlistEntry & { token: string }) => void;
}) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [join, state] = useJoinWaitlistMutation();
  const { t } = useTranslation('booking');
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (name.trim().length < 2) {
      setError(t('waitlist.nameRequired'));
      return;
    }
    try {
      onJoined(
        await join({ bookingToken, body: { doctorId, date, name: name.trim(), mobile } }).unwrap(),
      );
    } catch (caught) {
      setError(getApiErrorMessage(caught));
    }
  };
  return (
    <section
      aria-labelledby="join-waitlist-heading"
      className="mx-auto max-w-lg rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10"
    >
      <h2 id="join-waitlist-heading" className="text-xl font-semibold text-slate-900">
        {t('waitlist.joinTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('waitlist.joinIntro', { day })}</p>
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="mt-6 space-y-5">
        <TextField
          label={t('waitlist.patientName')}
          name="name"
          autoComplete="name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={error ?? undefined}
        />
        <p className="text-sm text-slate-600">
          {t('waitlist.mobile')} <span className="font-medium text-slate-900">+91 {mobile}</span>{' '}
          {t('waitlist.verified')}
        </p>
        <SubmitButton busy={state.isLoading} busyLabel={t('waitlist.joining')} icon={BellRing}>
          {t('waitlist.joinButton')}
        </SubmitButton>
      </form>
    </section>
  );
}

function JoinedCard({ entry, day }: { entry: WaitlistEntry & { token: string }; day: string }) {
  const [leave, state] = useLeaveWaitlistMutation();
  const [left, setLeft] = useState(false);
  const { t } = useTranslation('booking');
  const [error, setError] = useState<string | null>(null);
  const onLeave = async () => {
    try {
      await leave({ id: entry.id, token: entry.token }).unwrap();
      setLeft(true);
    } catch (caught) {
      setError(getApiErrorMessage(caught));
    }
  };
  return (
    <section
      aria-live="polite"
      className="mx-auto max-w-lg rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10"
    >
      <p className="text-base text-slate-900">
        {left ? t('waitlist.left') : t('waitlist.joined', { day, position: entry.position })}
      </p>
      {error ? <FormMessage message={error} className="mt-4" /> : null}
      {left ? null : (
        <button
          type="button"
          disabled={state.isLoading}
          onClick={() => void onLeave()}
          className={buttonStyles({ variant: 'secondary', className: 'mt-6' })}
        >
          <LogOut aria-hidden="true" className="size-4" />
          {t('waitlist.leave')}
        </button>
      )}
    </section>
  );
}
