import { skipToken } from '@reduxjs/toolkit/query/react';
import { SearchX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonStyles } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { FileViewerDialog } from '@/components/ui/file-viewer-dialog';
import { FormMessage } from '@/components/ui/form-message';
import { PageLoader } from '@/components/ui/page-loader';
import { getApiErrorMessage, type ApiError } from '@/lib/api-client';
import { useGetPatientQuery } from '../api/get-patient';
import { useGetPatientFileQuery, type ViewedFile } from '../api/get-patient-file';
import { BookingsSection, PrescriptionsSection } from './history-sections';
import { LabReportsSection } from './lab-reports-section';
import { NotesSection } from './notes-section';
import { ProfileCard } from './profile-card';

const isNotFound = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  [404, 400].includes((error as ApiError).status as number);

/**
 * One patient's record with the signed-in doctor: profile, booking history,
 * prescriptions, consultation notes and lab reports. Someone who never saw this
 * doctor, or an unknown id, is not found (never another patient's record).
 */
export function PatientDetailsScreen({ patientId }: { patientId: string }) {
  const { t } = useTranslation('patients');
  const { data, isLoading, error, refetch } = useGetPatientQuery(patientId, {
    refetchOnMountOrArgChange: true,
  });
  const [viewing, setViewing] = useState<ViewedFile | null>(null);
  const fileQuery = useGetPatientFileQuery(viewing?.documentId ?? skipToken);

  if (isLoading) return <PageLoader label={t('details.loading')} />;
  if (isNotFound(error)) {
    return (
      <EmptyState
        icon={SearchX}
        title={t('details.notFound')}
        description={t('details.notFoundHint')}
        action={
          <Link to="/my-patients" className={buttonStyles()}>
            {t('details.goToMyPatients')}
          </Link>
        }
      />
    );
  }
  if (error || !data) {
    return (
      <div className="space-y-3">
        <FormMessage message={getApiErrorMessage(error, t('details.loadFailed'))} />
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

  return (
    <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
      <div className="space-y-6">
        <ProfileCard patient={data.patient} />
      </div>
      <div className="min-w-0 space-y-6">
        <BookingsSection bookings={data.appointments} />
        <PrescriptionsSection prescriptions={data.prescriptions} onView={setViewing} />
        <NotesSection patientId={data.patient.id} notes={data.notes} />
        <LabReportsSection
          patientId={data.patient.id}
          reports={data.labReports}
          onView={setViewing}
        />
      </div>
      <FileViewerDialog
        file={viewing}
        onClose={() => setViewing(null)}
        data={fileQuery.data}
        isFetching={fileQuery.isFetching}
        error={
          fileQuery.error ? getApiErrorMessage(fileQuery.error, t('details.fileFailed')) : undefined
        }
        onRetry={() => void fileQuery.refetch()}
      />
    </div>
  );
}
