import { SearchX } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { buttonStyles } from '@/components/ui/button-styles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { FormMessage } from '@/components/ui/form-message';
import { PageLoader } from '@/components/ui/page-loader';
import { useApiErrorMessage } from '@/hooks/use-api-error-text';
import { getApiErrorMessage, type ApiError } from '@/lib/api-client';
import { clock } from '@/lib/clock';
import { usePortalDisplay } from '@/lib/portal-display';
import { useStatusLabel } from '@/components/ui/status-badge';
import { useAcceptRequestMutation, useRejectRequestMutation } from '../api/answer-request';
import { useGetAppointmentQuery } from '../api/get-appointment';
import { useUpdateAppointmentStatusMutation } from '../api/update-appointment-status';
import { AppointmentSummary } from './appointment-summary';
import { ConsultationCard } from './consultation-card';
import { PatientPanel } from './patient-panel';
import { StatusCard } from './status-card';

const isNotFound = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  [404, 400].includes((error as ApiError).status as number);

/** One appointment of the signed-in doctor; someone else's or an unknown id is not found. */
export function AppointmentDetailsScreen({ id, now = clock.now() }: { id: string; now?: Date }) {
  const { t } = useTranslation(['appointments', 'portal']);
  const errorMessage = useApiErrorMessage();
  const statusLabel = useStatusLabel();
  const display = usePortalDisplay();
  const { data, isLoading, error, refetch } = useGetAppointmentQuery(id, {
    refetchOnMountOrArgChange: true,
  });
  const [updateStatus, statusState] = useUpdateAppointmentStatusMutation();
  const [accept, acceptState] = useAcceptRequestMutation();
  const [reject, rejectState] = useRejectRequestMutation();
  const [confirmReject, setConfirmReject] = useState(false);
  const busy = statusState.isLoading || acceptState.isLoading || rejectState.isLoading;

  if (isLoading) return <PageLoader label={t('details.loading')} />;
  if (isNotFound(error)) {
    return (
      <EmptyState
        icon={SearchX}
        title={t('details.notFound')}
        description={t('details.notFoundHint')}
        action={
          <Link to="/appointments" className={buttonStyles()}>
            {t('details.goToAppointments')}
          </Link>
        }
      />
    );
  }
  if (error || !data) {
    return (
      <div className="space-y-3">
        <FormMessage message={getApiErrorMessage(error, t('portal:fallbacks.appointment'))} />
        <button
          type="button"
          className="text-sm font-semibold text-brand-800 underline"
          onClick={() => void refetch()}
        >
          {t('details.tryAgain')}
        </button>
      </div>
    );
  }

  const attempt = async (action: Promise<unknown>, success: string, fallback: string) => {
    try {
      await action;
      toast.success(success);
    } catch (err) {
      toast.error(errorMessage(err, fallback));
    }
  };

  const onStatusChange = (status: string) =>
    void attempt(
      updateStatus({ id, status }).unwrap(),
      t('details.statusChanged', { status: statusLabel(status) }),
      t('portal:fallbacks.status'),
    );
  const onAccept = () =>
    void attempt(accept(id).unwrap(), t('list.accepted'), t('portal:fallbacks.accept'));
  const onConfirmReject = () => {
    setConfirmReject(false);
    void attempt(reject(id).unwrap(), t('list.rejected'), t('portal:fallbacks.reject'));
  };

  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] xl:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="space-y-6">
        <AppointmentSummary appointment={data.appointment} />
        <StatusCard
          appointment={data.appointment}
          busy={busy}
          onChange={onStatusChange}
          onAccept={onAccept}
          onReject={() => setConfirmReject(true)}
        />
        <ConsultationCard key={data.appointment.id} details={data} now={now} />
      </div>
      <PatientPanel details={data} />
      <ConfirmDialog
        open={confirmReject}
        title={t('list.rejectTitle')}
        confirmLabel={t('list.rejectConfirm')}
        destructive
        onConfirm={onConfirmReject}
        onCancel={() => setConfirmReject(false)}
      >
        <p>
          {t('details.rejectBody', {
            patient: data.patient?.name ?? data.appointment.patient,
            date: display.date(data.appointment.date),
            time: display.time(data.appointment.time),
          })}
        </p>
      </ConfirmDialog>
    </div>
  );
}
