import {
  Award,
  BellRing,
  CalendarDays,
  CalendarPlus,
  CircleCheckBig,
  Clock,
  Hash,
  Hourglass,
  Mail,
  MapPin,
  MessageSquare,
  Phone,
  Stethoscope,
  Timer,
  Video,
  Wallet,
} from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import {
  ARRIVE_MINUTES_EARLY,
  COUNTRY_CODE,
  REMINDER_HOURS_BEFORE,
} from '@clinic/shared/constants';
import { Avatar } from '@/components/ui/avatar';
import { buttonStyles } from '@/components/ui/button-styles';
import { useSpecialityName } from '@/hooks/use-speciality-name';
import { useStepHeading } from '@/hooks/use-step-heading';
import { apiFileUrl } from '@/lib/api-file-url';
import { useFormat } from '@/lib/i18n/format';
import { SEARCH_RESULTS_PATH } from '@/lib/search-link';
import { useBookingState } from '../hooks/use-booking-state';
import {
  bookingSuccessStateSchema,
  placeOf,
  type BookingSuccessState,
} from '../utils/booking-state';
import { BookingLoading } from './booking-loading';
import { BookingPage } from './booking-page';
import { DEFAULT_CLINIC_NAME } from './booking-summary';

/** /booking-success: the stored appointment, what happens next, and where to go. */
export function SuccessScreen() {
  const booking = useBookingState(bookingSuccessStateSchema);
  if (!booking) return <BookingLoading />;
  return <Success booking={booking} />;
}

/** Raises 'Appointment booked successfully!' once, not again on a reload of this entry. */
function useArrivalToast(booking: BookingSuccessState) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const shown = useRef(false);
  const { t } = useTranslation('forms');
  useEffect(() => {
    if (booking.announced || shown.current) return;
    shown.current = true;
    toast.success(t('toasts.appointmentBooked'));
    void navigate(pathname, { replace: true, state: { ...booking, announced: true } });
  }, [booking, navigate, pathname, t]);
}

function Success({ booking }: { booking: BookingSuccessState }) {
  useArrivalToast(booking);
  const headingRef = useStepHeading();
  const { t } = useTranslation('booking');
  const speciality = useSpecialityName();
  const f = useFormat();
  const { appointment } = booking;
  const doctor = appointment.doctor;
  const doctorName = doctor?.name ?? booking.doctor.name;
  const virtual = appointment.mode === 'virtual';
  const pending = appointment.status === 'Pending';
  const tz = appointment.timeZone;
  const email = booking.email ?? appointment.patient?.email ?? undefined;
  const mobile = appointment.patient?.mobile ?? booking.mobileNumber;
  const clinicName = doctor?.clinicName || booking.doctor.clinicName || DEFAULT_CLINIC_NAME;
  const place = doctor ? placeOf(doctor) : placeOf(booking.doctor);
  const experience = doctor?.experience ?? booking.doctor.experience;

  const details = [
    { icon: Hash, term: t('details.appointmentId'), value: appointment.publicId },
    {
      icon: CalendarDays,
      term: t('details.date'),
      value: f.instantDate(appointment.startTime, tz, 'longWithWeekday'),
    },
    {
      icon: Clock,
      term: t('details.time'),
      value: `${f.instantTime(appointment.startTime, tz)} - ${f.instantTime(appointment.endTime, tz)}`,
    },
    virtual
      ? { icon: Video, term: t('details.consultation'), value: t('details.onlineVideo') }
      : { icon: MapPin, term: t('details.clinic'), value: clinicName },
    { icon: Phone, term: t('details.phone'), value: `${COUNTRY_CODE} ${mobile}` },
    {
      icon: Wallet,
      term: t('details.payment'),
      value:
        appointment.paid > 0
          ? t(
              appointment.paymentTestMode
                ? virtual
                  ? 'success.paidOnlineTestLater'
                  : 'success.paidOnlineTestClinic'
                : virtual
                  ? 'success.paidOnlineLater'
                  : 'success.paidOnlineClinic',
              {
                paid: f.rupees(appointment.paid),
                rest: f.rupees(Math.max(appointment.fee - appointment.paid, 0)),
              },
            )
          : t(virtual ? 'success.toPayLater' : 'success.toPayClinic', {
              fee: f.rupees(appointment.fee),
            }),
    },
  ];

  const nextSteps = [
    {
      icon: MessageSquare,
      text: pending ? t('texts.requestSmsSoon') : t('texts.confirmationSmsSoon'),
    },
    {
      icon: BellRing,
      text: t('success.remind', { hours: REMINDER_HOURS_BEFORE }),
    },
    {
      icon: Timer,
      text: virtual
        ? t('success.joinEarly', { minutes: ARRIVE_MINUTES_EARLY })
        : t('success.arriveEarly', { minutes: ARRIVE_MINUTES_EARLY }),
    },
  ];

  // A pay-later booking is a request until the doctor accepts it: never 'Confirmed' (spec deviation).
  const title = pending ? t('texts.requested') : t('texts.confirmed');
  return (
    <BookingPage title={title}>
      <div className="mx-auto max-w-3xl">
        <div className="text-center">
          {pending ? (
            <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-amber-100 text-amber-800 ring-8 ring-amber-50">
              <Hourglass aria-hidden="true" className="size-8" />
            </span>
          ) : (
            <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-green-100 text-green-700 ring-8 ring-green-50">
              <CircleCheckBig aria-hidden="true" className="size-8" />
            </span>
          )}
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="mt-6 text-2xl font-bold tracking-tight text-slate-900 focus:outline-none sm:text-3xl"
          >
            {title}
          </h1>
          <p className="mt-2 text-sm text-slate-600 sm:text-base">
            {pending
              ? t('texts.requestSentTo', { doctor: doctorName })
              : t('texts.bookedWith', { doctor: doctorName })}
          </p>
          {pending ? (
            <p className="mx-auto mt-4 flex max-w-xl items-start gap-2 rounded-xl bg-amber-50 px-4 py-3 text-left text-sm text-amber-900 ring-1 ring-amber-200">
              <Hourglass aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t('texts.clinicWillConfirm')}
            </p>
          ) : null}
        </div>

        <section
          aria-labelledby="appointment-details-heading"
          className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
        >
          <h2 id="appointment-details-heading" className="text-base font-semibold text-slate-900">
            {t('success.appointmentDetails')}
          </h2>
          <dl className="mt-4 grid gap-x-6 gap-y-4 text-sm sm:grid-cols-2">
            {details.map(({ icon: Icon, term, value }) => (
              <div key={term} className="relative pl-7">
                <dt className="text-slate-600">
                  <Icon
                    aria-hidden="true"
                    className="absolute top-0.5 left-0 size-4 text-brand-700"
                  />
                  {term}
                </dt>
                <dd className="font-medium break-words text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
          {email ? (
            <p className="mt-5 flex items-start gap-2 rounded-xl bg-green-50 px-4 py-3 text-sm text-green-900">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                {pending ? t('texts.requestEmailed') : t('texts.confirmationEmailed')}
                <span className="block font-medium break-all">{email}</span>
              </span>
            </p>
          ) : null}
        </section>

        <section
          aria-labelledby="success-doctor-heading"
          className="mt-6 flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
        >
          <Avatar
            src={doctor?.photoUrl ?? booking.doctor.photo}
            name={doctorName}
            className="size-20 text-2xl"
          />
          <div className="min-w-0 text-sm">
            <h2 id="success-doctor-heading" className="text-lg font-semibold text-slate-900">
              {doctorName}
            </h2>
            <p className="text-slate-700">{doctor?.degrees ?? booking.doctor.degrees}</p>
            <p className="mt-0.5 flex items-center gap-1.5 font-medium text-brand-800">
              <Stethoscope aria-hidden="true" className="size-4" />
              {speciality(doctor?.speciality || booking.doctor.speciality)}
            </p>
            <p className="mt-1 flex items-center gap-1.5 text-slate-600">
              <Award aria-hidden="true" className="size-4" />
              {t('details.yearsOfExperience', { years: experience })}
            </p>
            {place ? (
              <p className="mt-1 flex items-center gap-1.5 text-slate-600">
                <MapPin aria-hidden="true" className="size-4" />
                {place}
              </p>
            ) : null}
          </div>
        </section>

        <section
          aria-labelledby="whats-next-heading"
          className="mt-6 rounded-2xl bg-brand-50 p-5 sm:p-6"
        >
          <h2 id="whats-next-heading" className="text-base font-semibold text-brand-950">
            {t('texts.whatsNext')}
          </h2>
          <ul className="mt-3 space-y-3 text-sm text-brand-950">
            {nextSteps.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-start gap-3">
                <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                {text}
              </li>
            ))}
          </ul>
        </section>

        {appointment.calendarFileUrl ? (
          <p className="mt-6 text-center">
            <a
              href={apiFileUrl(appointment.calendarFileUrl)}
              download={`appointment-${appointment.publicId.replace('#', '')}.ics`}
              className={buttonStyles({ variant: 'secondary' })}
            >
              <CalendarPlus aria-hidden="true" className="size-4" />
              {t('success.addToCalendar')}
            </a>
            <span className="mt-1.5 block text-xs text-slate-600">
              {t('success.addToCalendarHint')}
            </span>
          </p>
        ) : null}

        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Link to={SEARCH_RESULTS_PATH} className={buttonStyles({ size: 'lg' })}>
            {t('texts.bookAnother')}
          </Link>
          <Link to="/" className={buttonStyles({ variant: 'secondary', size: 'lg' })}>
            {t('texts.goHome')}
          </Link>
        </div>
        <p className="mt-5 text-center text-sm text-slate-600">
          {t('success.needToChange')}{' '}
          <Link
            to="/my-appointments"
            className="font-semibold text-brand-800 underline-offset-2 hover:underline"
          >
            {t('success.manage')}
          </Link>
        </p>
      </div>
    </BookingPage>
  );
}
