import { ArrowLeft, CircleAlert, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { buttonStyles } from '@/components/ui/button-styles';
import { PageFrame } from '@/components/ui/page-frame';
import { PageLoader } from '@/components/ui/page-loader';
import { useGetDoctorQuery } from '@/features/admin/api/get-doctor';
import { DoctorReview } from '@/features/admin/components/doctor-review';
import { useApiErrorMessage } from '@/hooks/use-api-error-text';
import type { ApiError } from '@/lib/api-client';

/** The queue's tab and page the admin came from, when the link carried them. */
function queueSearchOf(state: unknown): string {
  const search = (state as { queueSearch?: unknown } | null)?.queueSearch;
  return typeof search === 'string' && search.startsWith('?') ? search : '';
}

export default function AdminDoctorRoute() {
  const { t } = useTranslation('admin');
  const errorMessage = useApiErrorMessage();
  const { id = '' } = useParams();
  const location = useLocation();
  const { data, error, isLoading, refetch } = useGetDoctorQuery(id);
  // An unknown or malformed id: retrying cannot help.
  const errorStatus = (error as Partial<ApiError> | undefined)?.status;
  const notFound = errorStatus === 404 || errorStatus === 400;
  const backLink = (
    <Link
      to={`/admin${queueSearchOf(location.state)}`}
      className="inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-brand-800 hover:text-brand-900 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('doctor.back')}
    </Link>
  );

  return (
    <>
      <div className="mb-4">{backLink}</div>
      <PageFrame
        title={data?.doctor.name?.trim() || t('doctor.titleFallback')}
        description={
          data
            ? [data.doctor.clinicName, data.doctor.city].filter(Boolean).join(', ') ||
              t('doctor.description')
            : t('doctor.description')
        }
      >
        {data ? (
          <DoctorReview review={data} />
        ) : isLoading ? (
          <PageLoader label={t('doctor.loading')} />
        ) : (
          <div
            role="alert"
            className="flex flex-col items-center gap-4 rounded-2xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-slate-200"
          >
            <CircleAlert aria-hidden="true" className="size-10 text-red-700" />
            <p className="text-sm font-medium text-red-800">
              {errorMessage(error, t('fallbacks.doctor'))}
            </p>
            {notFound ? (
              <Link to="/admin" className={buttonStyles({ variant: 'secondary' })}>
                {t('doctor.back')}
              </Link>
            ) : (
              <button
                type="button"
                onClick={() => void refetch()}
                className={buttonStyles({ variant: 'secondary' })}
              >
                <RotateCw aria-hidden="true" className="size-4" />
                {t('tryAgain')}
              </button>
            )}
          </div>
        )}
      </PageFrame>
    </>
  );
}
