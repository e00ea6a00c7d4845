import {
  Award,
  BadgeCheck,
  Building2,
  CalendarDays,
  ExternalLink,
  GraduationCap,
  Info,
  Languages,
  MapPin,
  Phone,
  RotateCw,
  SearchX,
  ShieldCheck,
  Star,
  Video,
} from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { DOCTOR_PAGE_TEXTS as T, type PublicDoctor } from '@clinic/shared/doctor-page';
import { buttonStyles } from '@/components/ui/button-styles';
import { initialsOf } from '@/components/ui/initials';
import { Spinner } from '@/components/ui/spinner';
import { env } from '@/config/env';
import { useApiErrorMessage } from '@/hooks/use-api-error-text';
import { useAbsoluteUrl, usePageMeta } from '@/hooks/use-page-meta';
import { useSpecialityName } from '@/hooks/use-speciality-name';
import type { ApiError } from '@/lib/api-client';
import { BOOKING_START_PATH } from '@/lib/booking-link';
import { useFormat } from '@/lib/i18n/format';
import { useGetPublicDoctorQuery } from '../api/get-doctor';
import type { DoctorResult } from '../api/search-doctors';
import { bookingStateFor } from '../utils/booking-state';
import { doctorJsonLd } from '../utils/doctor-json-ld';
import { SlotPanel } from './slot-panel';
import { NeedsJavaScript } from './needs-javascript';
import { StoriesPanel } from './stories-panel';
import { Fold } from '@/app/ssr/fold';

/** /doctors/:userId: a listed doctor's public page; not found for anyone else. */
export function DoctorPageScreen({ userId }: { userId: string }) {
  const query = useGetPublicDoctorQuery(userId);
  const status = (query.error as ApiError | undefined)?.status;
  const { t } = useTranslation('doctor');
  const errorMessage = useApiErrorMessage();

  if (query.data) return <DoctorPage doctor={query.data} />;
  // Not listed stays so while it is asked again (the browser asks once more after
  // hydrating a server-rendered refusal): the page must not flicker to a spinner.
  if (status === 404 || status === 400 || status === 410) {
    return <DoctorNotFound status={status === 410 ? 410 : 404} />;
  }
  if (query.isLoading || query.isFetching) {
    return (
      <div className="mx-auto flex min-h-[50vh] max-w-7xl items-center justify-center px-4">
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner className="size-5" /> {t('loading')}
        </p>
      </div>
    );
  }
  // The client's own fallbacks are English: said in the language shown.
  const message = errorMessage(query.error, T.loadFailed);
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center">
      <title>{`${t('loadFailed')} | ${env.appName}`}</title>
      <p role="alert" className="text-sm font-medium text-red-800">
        {message === T.loadFailed ? t('loadFailed') : message}
      </p>
      <button
        type="button"
        onClick={() => void query.refetch()}
        className={buttonStyles({ variant: 'secondary', className: 'mt-4' })}
      >
        <RotateCw aria-hidden="true" className="size-4" />
        {t('retry')}
      </button>
    </div>
  );
}

/** An unknown or unverified doctor (404), or one no longer listed (410). */
function DoctorNotFound({ status }: { status: 404 | 410 }) {
  const { t } = useTranslation('doctor');
  usePageMeta({
    title: `${t('notFoundTitle')} | ${env.appName}`,
    description: t('notFoundBody'),
    robots: 'noindex',
    status,
  });
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-4 py-16 text-center">
      <SearchX aria-hidden="true" className="size-14 text-brand-700" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">
        {t('notFoundTitle')}
      </h1>
      <p className="mt-3 text-base leading-7 text-slate-600">{t('notFoundBody')}</p>
      <Link to="/doctors" className={buttonStyles({ size: 'lg', className: 'mt-8' })}>
        {t('findDoctors')}
      </Link>
    </section>
  );
}

function DoctorPhoto({ doctor }: { doctor: PublicDoctor }) {
  const { t } = useTranslation('doctor');
  if (doctor.photoUrl) {
    return (
      <img
        src={doctor.photoUrl}
        alt={t('photoOf', { name: doctor.name })}
        width={160}
        height={160}
        className="size-28 shrink-0 rounded-3xl bg-slate-100 object-cover ring-1 ring-slate-200 sm:size-40"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="flex size-28 shrink-0 items-center justify-center rounded-3xl bg-brand-100 text-4xl font-bold text-brand-800 sm:size-40"
    >
      {initialsOf(doctor.name)}
    </span>
  );
}

function Card({
  title,
  icon: Icon,
  children,
  id,
}: {
  title: string;
  icon: typeof Award;
  children: React.ReactNode;
  id: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Icon aria-hidden="true" className="size-5 text-brand-700" />
        {title}
      </h2>
      <div className="mt-3 text-sm leading-6 text-slate-700">{children}</div>
    </section>
  );
}

function DoctorPage({ doctor }: { doctor: PublicDoctor }) {
  const id = useId();
  const navigate = useNavigate();
  const { t } = useTranslation('doctor');
  const format = useFormat();
  // Named in the page's language; the JSON-LD keeps the English names.
  const specialityName = useSpecialityName();
  const speciality = doctor.specializations.map(specialityName).join(', ');
  const absolute = useAbsoluteUrl();
  const canonical = `/doctors/${encodeURIComponent(doctor.userId)}`;
  const about = {
    name: doctor.name,
    specialities: speciality,
    city: doctor.clinicCity,
    years: doctor.experience,
  };
  usePageMeta({
    title: t(speciality ? 'metaTitle' : 'metaTitleNoSpeciality', {
      ...about,
      appName: env.appName,
    }),
    description: t(speciality ? 'description' : 'descriptionNoSpeciality', about),
    canonical,
    ogType: 'profile',
    image: doctor.photoUrl,
    jsonLd: doctorJsonLd(doctor, absolute(canonical), absolute, {
      clinic: t('clinicFee'),
      video: t('videoFee'),
    }),
  });
  const asResult: DoctorResult = { ...doctor, nextAvailable: null };
  const degrees = doctor.degreeList.length > 0 ? doctor.degreeList.join(', ') : doctor.degrees;
  // The address often names its locality and city already: add them only when it does not.
  const lowerAddress = doctor.clinicAddress.toLowerCase();
  const place = [
    doctor.clinicAddress,
    ...[doctor.locality, doctor.clinicCity].filter(
      (part): part is string => !!part && !lowerAddress.includes(part.toLowerCase()),
    ),
  ].join(', ');
  const isNew = doctor.patientStories === 0 && doctor.rating === 0;

  return (
    <div className="bg-slate-50/60">
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
        <section
          aria-labelledby={`${id}-name`}
          className="flex flex-col gap-5 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:p-8"
        >
          <DoctorPhoto doctor={doctor} />
          <div className="min-w-0">
            <h1
              id={`${id}-name`}
              className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
            >
              {doctor.name}
            </h1>
            {speciality ? (
              <p className="mt-1 text-base font-medium text-brand-800">{speciality}</p>
            ) : null}
            {degrees ? (
              <p className="mt-2 flex items-start gap-2 text-sm text-slate-700">
                <GraduationCap aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {degrees}
              </p>
            ) : null}
            <p className="mt-1.5 flex items-center gap-2 text-sm text-slate-700">
              <Award aria-hidden="true" className="size-4 shrink-0" />
              {t('experience', { count: doctor.experience })}
            </p>
            {doctor.languages.length > 0 ? (
              <p className="mt-1.5 flex items-start gap-2 text-sm text-slate-700">
                <Languages aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>
                  <span className="sr-only">{t('languages')}: </span>
                  {doctor.languages.join(', ')}
                </span>
              </p>
            ) : null}
            <div className="mt-4 flex flex-wrap items-center gap-2 text-sm">
              {isNew ? (
                <span className="rounded-full bg-sky-50 px-2.5 py-1 font-semibold text-sky-800">
                  {t('newDoctor', { appName: env.appName })}
                </span>
              ) : (
                <a
                  href={`#${id}-stories`}
                  className="inline-flex items-center gap-1.5 rounded-full bg-green-700 px-2.5 py-1 font-semibold text-white hover:bg-green-800"
                >
                  <Star aria-hidden="true" className="size-3.5 fill-current" />
                  {doctor.rating.toFixed(1)}
                  <span className="sr-only">
                    {' '}
                    {t('ratingLabel', {
                      rating: doctor.rating.toFixed(1),
                      count: doctor.patientStories,
                    })}
                  </span>
                  <span aria-hidden="true" className="font-medium">
                    {t('storiesCount', { count: doctor.patientStories })}
                  </span>
                </a>
              )}
              <span className="inline-flex items-center gap-1 font-medium text-brand-800">
                <BadgeCheck aria-hidden="true" className="size-4" />
                {t('verified')}
              </span>
            </div>
          </div>
        </section>
        {/* The first screen is the doctor's card; booking, stories and the clinic follow. */}
        <Fold />

        <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="min-w-0 space-y-6">
            <section
              aria-labelledby={`${id}-book`}
              className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
            >
              <h2
                id={`${id}-book`}
                className="flex items-center gap-2 px-5 pt-5 text-lg font-semibold text-slate-900 sm:px-6"
              >
                <CalendarDays aria-hidden="true" className="size-5 text-brand-700" />
                {t('bookHeading')}
              </h2>
              <NeedsJavaScript className="mx-5 mt-3 sm:mx-6" />
              <div className="mt-4">
                <SlotPanel
                  id={`${id}-slots`}
                  doctorId={doctor.userId}
                  doctorName={doctor.name}
                  offersVirtual={doctor.offersVirtual}
                  offlineFee={doctor.offlineFee}
                  onlineFee={doctor.onlineFee}
                  initialMode="clinic"
                  onChoose={(day, slot, mode) =>
                    void navigate(BOOKING_START_PATH, {
                      state: bookingStateFor(asResult, day, slot, mode, ''),
                    })
                  }
                />
              </div>
            </section>

            {doctor.bio || doctor.registrationNumber ? (
              <Card title={t('about')} icon={Info} id={`${id}-about`}>
                {doctor.bio ? <p className="whitespace-pre-line">{doctor.bio}</p> : null}
                {doctor.registrationNumber ? (
                  <p className="mt-3 flex items-center gap-2 text-slate-600">
                    <ShieldCheck aria-hidden="true" className="size-4 shrink-0" />
                    {t('registration')}: {doctor.registrationNumber}
                    {doctor.council ? `, ${doctor.council}` : ''}
                  </p>
                ) : null}
              </Card>
            ) : null}

            <section
              aria-labelledby={`${id}-stories`}
              className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
            >
              <h2
                id={`${id}-stories`}
                className="flex items-center gap-2 px-5 pt-5 pb-4 text-lg font-semibold text-slate-900 sm:px-6"
              >
                <Star aria-hidden="true" className="size-5 text-brand-700" />
                {t('stories')}
              </h2>
              <StoriesPanel
                id={`${id}-stories-list`}
                doctorId={doctor.userId}
                doctorName={doctor.name}
              />
            </section>
          </div>

          <div className="space-y-6">
            <Card title={t('fees')} icon={Award} id={`${id}-fees`}>
              <dl className="space-y-2">
                <div className="flex items-center justify-between gap-3">
                  <dt className="flex items-center gap-2">
                    <Building2 aria-hidden="true" className="size-4 text-slate-500" />
                    {t('clinicFee')}
                  </dt>
                  <dd className="font-semibold text-slate-900">
                    {format.rupees(doctor.offlineFee)}
                  </dd>
                </div>
                {doctor.offersVirtual ? (
                  <div className="flex items-center justify-between gap-3">
                    <dt className="flex items-center gap-2">
                      <Video aria-hidden="true" className="size-4 text-slate-500" />
                      {t('videoFee')}
                    </dt>
                    <dd className="font-semibold text-slate-900">
                      {format.rupees(doctor.onlineFee)}
                    </dd>
                  </div>
                ) : null}
              </dl>
            </Card>

            <Card title={t('clinic')} icon={Building2} id={`${id}-clinic`}>
              <p className="font-semibold text-slate-900">{doctor.clinicName}</p>
              <p className="mt-1 flex items-start gap-2">
                <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-slate-500" />
                {place}
              </p>
              {doctor.additionalLocationInfo ? (
                <p className="mt-1 flex items-start gap-2 text-slate-600">
                  <Info aria-hidden="true" className="mt-1 size-4 shrink-0 text-slate-500" />
                  {doctor.additionalLocationInfo}
                </p>
              ) : null}
              <div className="mt-4 flex flex-wrap gap-2">
                <a
                  href={doctor.mapUrl}
                  target="_blank"
                  rel="noreferrer"
                  className={buttonStyles({ variant: 'secondary', size: 'sm' })}
                >
                  <ExternalLink aria-hidden="true" className="size-4" />
                  {t('viewMap')}
                  <span className="sr-only">{t('opensInNewTab')}</span>
                </a>
                {doctor.clinicPhone ? (
                  <a
                    href={`tel:${doctor.clinicPhone.replace(/\s+/g, '')}`}
                    className={buttonStyles({ variant: 'secondary', size: 'sm' })}
                  >
                    <Phone aria-hidden="true" className="size-4" />
                    {t('callClinic')}: {doctor.clinicPhone}
                  </a>
                ) : null}
              </div>
            </Card>
          </div>
        </div>
      </div>
    </div>
  );
}
