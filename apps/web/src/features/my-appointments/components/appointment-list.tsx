import { CalendarX, RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonStyles } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { FormMessage } from '@/components/ui/form-message';
import { Spinner } from '@/components/ui/spinner';
import { getApiErrorMessage } from '@/lib/api-client';
import { clock } from '@/lib/clock';
import { SEARCH_RESULTS_PATH } from '@/lib/search-link';
import type { PatientAppointment } from '@/types/patient-appointment';
import { useGetPatientAppointmentsQuery } from '../api/get-patient-appointments';
import { sortAppointments } from '../utils/appointment-rules';
import { AppointmentCard } from './appointment-card';
import { CancelDialog } from './cancel-dialog';
import { MoveDialog } from './move-dialog';

interface AppointmentListProps {
  bookingToken: string;
  /** The server no longer accepts the token: verify the phone again. */
  onExpired: (message: string) => void;
}

/** The verified phone's bookings: upcoming first, then the rest; Move and Cancel open dialogs. */
export function AppointmentList({ bookingToken, onExpired }: AppointmentListProps) {
  const query = useGetPatientAppointmentsQuery(
    { bookingToken },
    { refetchOnMountOrArgChange: true, refetchOnFocus: true },
  );
  const [cancelling, setCancelling] = useState<PatientAppointment | null>(null);
  const [moving, setMoving] = useState<PatientAppointment | null>(null);
  const { t } = useTranslation('booking');
  // Read once per render; the 2-hour rule is judged again at every change.
  const now = clock.nowMs();
  const expired =
    query.isError && (query.error as { status?: unknown }).status === 401
      ? getApiErrorMessage(query.error)
      : null;

  useEffect(() => {
    if (expired) onExpired(expired);
  }, [expired, onExpired]);

  if (query.isLoading) {
    return (
      <p
        role="status"
        className="flex items-center justify-center gap-2 py-16 text-sm text-slate-600"
      >
        <Spinner className="size-6" />
        {t('myAppointments.loading')}
      </p>
    );
  }
  if (expired) return null;
  if (query.isError) {
    return (
      <div className="space-y-3">
        <FormMessage message={getApiErrorMessage(query.error)} />
        <button
          type="button"
          onClick={() => void query.refetch()}
          className={buttonStyles({ variant: 'secondary' })}
        >
          <RefreshCw aria-hidden="true" className="size-4" />
          {t('myAppointments.tryAgain')}
        </button>
      </div>
    );
  }

  const { upcoming, past } = sortAppointments(query.data ?? [], now);
  if (upcoming.length === 0 && past.length === 0) {
    return (
      <EmptyState
        icon={CalendarX}
        title={t('myAppointments.empty')}
        description={t('myAppointments.emptyHint')}
        action={
          <Link to={SEARCH_RESULTS_PATH} className={buttonStyles()}>
            {t('myAppointments.findDoctor')}
          </Link>
        }
      />
    );
  }

  return (
    <div className="space-y-10">
      <section aria-labelledby="upcoming-heading">
        <h2 id="upcoming-heading" className="text-lg font-semibold text-slate-900">
          {t('myAppointments.upcoming')}{' '}
          <span className="font-normal text-slate-600">({upcoming.length})</span>
        </h2>
        {upcoming.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">{t('myAppointments.noUpcoming')}</p>
        ) : (
          <ul className="mt-4 grid gap-4 lg:grid-cols-2">
            {upcoming.map((a) => (
              <li key={a.id}>
                <AppointmentCard
                  appointment={a}
                  now={now}
                  upcoming
                  onCancel={setCancelling}
                  onMove={setMoving}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      {past.length > 0 ? (
        <section aria-labelledby="past-heading">
          <h2 id="past-heading" className="text-lg font-semibold text-slate-900">
            {t('myAppointments.pastAndCancelled')}{' '}
            <span className="font-normal text-slate-600">({past.length})</span>
          </h2>
          <ul className="mt-4 grid gap-4 lg:grid-cols-2">
            {past.map((a) => (
              <li key={a.id}>
                <AppointmentCard
                  appointment={a}
                  now={now}
                  upcoming={false}
                  onCancel={setCancelling}
                  onMove={setMoving}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <CancelDialog
        appointment={cancelling}
        bookingToken={bookingToken}
        onClose={() => setCancelling(null)}
      />
      <MoveDialog
        appointment={moving}
        bookingToken={bookingToken}
        onClose={() => setMoving(null)}
      />
    </div>
  );
}
