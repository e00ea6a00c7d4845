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
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import {
  ARRIVE_MINUTES_EARLY,
  COUNTRY_CODE,
  REMINDER_HOURS_BEFORE,
} from '@clinic/shared/constants';
import { ICS_TEXTS } from '@clinic/shared/calendar-feed';
import { BOOKING_TEXTS, TOASTS } from '@clinic/shared/messages';
import { Avatar } from '@/components/ui/avatar';
import { buttonStyles } from '@/components/ui/button-styles';
import { apiFileUrl } from '@/lib/api-file-url';
import { formatClinicDate, formatClinicTime } from '@/lib/clinic-time';
import { SEARCH_RESULTS_PATH } from '@/lib/search-link';
import { useBookingState } from '../hooks/use-booking-state';
import {
  bookingSuccessStateSchema,
  placeOf,
  rupees,
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
  useEffect(() => {
    if (booking.announced || shown.current) return;
    shown.current = true;
    toast.success(TOASTS.appointmentBooked);
    void navigate(pathname, { replace: true, state: { ...booking, announced: true } });
  }, [booking, navigate, pathname]);
}

function Success({ booking }: { booking: BookingSuccessState }) {
  useArrivalToast(booking);
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
    { icon: Hash, term: 'Appointment ID', value: appointment.publicId },
    { icon: CalendarDays, term: 'Date', value: formatClinicDate(appointment.startTime, tz) },
    {
      icon: Clock,
      term: 'Time',
      value: `${formatClinicTime(appointment.startTime, tz)} - ${formatClinicTime(appointment.endTime, tz)}`,
    },
    virtual
      ? { icon: Video, term: 'Consultation', value: 'Online video consultation' }
      : { icon: MapPin, term: 'Clinic', value: clinicName },
    { icon: Phone, term: 'Phone', value: `${COUNTRY_CODE} ${mobile}` },
    {
      icon: Wallet,
      term: 'Payment',
      value:
        appointment.paid > 0
          ? `${rupees(appointment.paid)} paid online${appointment.paymentTestMode ? ' (test mode)' : ''}; ${rupees(Math.max(appointment.fee - appointment.paid, 0))} ${virtual ? 'later' : 'at the clinic'}`
          : `${rupees(appointment.fee)} to pay ${virtual ? 'later' : 'at the clinic'}`,
    },
  ];

  const nextSteps = [
    { icon: MessageSquare, text: 'You will receive a confirmation SMS shortly.' },
    {
      icon: BellRing,
      text: `We will remind you ${REMINDER_HOURS_BEFORE} hours before your appointment.`,
    },
    {
      icon: Timer,
      text: virtual
        ? `Please join the video consultation ${ARRIVE_MINUTES_EARLY} minutes before your time.`
        : `Please arrive ${ARRIVE_MINUTES_EARLY} minutes before your appointment time.`,
    },
  ];

  return (
    <BookingPage title={BOOKING_TEXTS.confirmed}>
      <div className="mx-auto max-w-3xl">
        <div className="text-center">
          <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-green-100 text-green-700 ring-8 ring-green-50">
            <CircleCheckBig aria-hidden="true" className="size-8" />
          </span>
          <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {BOOKING_TEXTS.confirmed}
          </h1>
          <p className="mt-2 text-sm text-slate-600 sm:text-base">
            Your appointment with {doctorName} is booked.
          </p>
          {pending ? (
            <p className="mx-auto mt-4 flex max-w-xl items-start gap-2 rounded-xl bg-amber-50 px-4 py-3 text-left text-sm text-amber-900 ring-1 ring-amber-200">
              <Hourglass aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              The clinic will confirm your request shortly; we will let you know by SMS.
            </p>
          ) : null}
        </div>

        <section
          aria-labelledby="appointment-details-heading"
          className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
        >
          <h2 id="appointment-details-heading" className="text-base font-semibold text-slate-900">
            Appointment details
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
                {BOOKING_TEXTS.confirmationEmailed}
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
              {doctor?.speciality || booking.doctor.speciality}
            </p>
            <p className="mt-1 flex items-center gap-1.5 text-slate-600">
              <Award aria-hidden="true" className="size-4" />
              {experience} years of experience
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
            {BOOKING_TEXTS.whatsNext}
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
              {ICS_TEXTS.addToCalendar}
            </a>
            <span className="mt-1.5 block text-xs text-slate-600">
              {ICS_TEXTS.addToCalendarHint}
            </span>
          </p>
        ) : null}

        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Link to={SEARCH_RESULTS_PATH} className={buttonStyles({ size: 'lg' })}>
            {BOOKING_TEXTS.bookAnother}
          </Link>
          <Link to="/" className={buttonStyles({ variant: 'secondary', size: 'lg' })}>
            {BOOKING_TEXTS.goHome}
          </Link>
        </div>
        <p className="mt-5 text-center text-sm text-slate-600">
          Need to cancel or move it?{' '}
          <Link
            to="/my-appointments"
            className="font-semibold text-brand-800 underline-offset-2 hover:underline"
          >
            Manage my appointments
          </Link>
        </p>
      </div>
    </BookingPage>
  );
}
