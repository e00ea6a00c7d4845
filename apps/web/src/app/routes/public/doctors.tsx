import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonStyles } from '@/components/ui/button-styles';
import { env } from '@/config/env';
import { CityDirectory } from '@/features/doctors-directory/components/city-directory';
import { PopularSpecialities } from '@/features/doctors-directory/components/popular-specialities';
import { SpecialityIndex } from '@/features/doctors-directory/components/speciality-index';
import { useListSpecializationsQuery } from '@/features/search/api/list-specializations';
import { DoctorSearchForm } from '@/features/search/components/doctor-search-form';
import { useApiErrorMessage } from '@/hooks/use-api-error-text';
import { usePageMeta } from '@/hooks/use-page-meta';
import { Fold } from '@/app/ssr/fold';

/** /doctors: browse by speciality or city, or search directly. */
export default function DoctorsRoute() {
  const specialities = useListSpecializationsQuery();
  const { t } = useTranslation(['search', 'common']);
  const errorMessage = useApiErrorMessage();
  usePageMeta({
    title: t('directory.metaTitle', { appName: env.appName }),
    description: t('directory.metaDescription'),
    canonical: '/doctors',
  });

  return (
    <>
      <section
        aria-labelledby="doctors-heading"
        className="relative z-10 border-b border-slate-200 bg-gradient-to-br from-brand-50 via-white to-sky-50"
      >
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {t('common:nav.doctors')}
          </p>
          <h1
            id="doctors-heading"
            className="mt-2 max-w-3xl text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
          >
            {t('directory.title')}
          </h1>
          <p className="mt-3 max-w-2xl text-base leading-7 text-slate-600">
            {t('directory.intro')}
          </p>
          <div className="mt-7 rounded-2xl bg-white p-4 shadow-lg ring-1 ring-slate-200 sm:p-5">
            <DoctorSearchForm require="either" label={t('directory.searchLabel')} />
          </div>
        </div>
      </section>
      <Fold />

      <div className="mx-auto max-w-7xl space-y-14 px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <PopularSpecialities />
        <CityDirectory />
        <SpecialityIndex
          names={specialities.data?.map((item) => item.name)}
          loading={specialities.isLoading}
          error={specialities.isError ? errorMessage(specialities.error) : null}
          onRetry={() => void specialities.refetch()}
        />
        <section
          aria-labelledby="join-heading"
          className="flex flex-col gap-5 rounded-3xl bg-brand-900 px-6 py-8 text-white sm:flex-row sm:items-center sm:justify-between sm:px-10"
        >
          <div>
            <h2 id="join-heading" className="text-xl font-bold sm:text-2xl">
              {t('directory.joinTitle')}
            </h2>
            <p className="mt-1 text-sm leading-6 text-brand-50">{t('directory.joinText')}</p>
          </div>
          <Link to="/sign-up" className={buttonStyles({ variant: 'inverse', size: 'lg' })}>
            {t('directory.joinAction')}
          </Link>
        </section>
      </div>
    </>
  );
}
