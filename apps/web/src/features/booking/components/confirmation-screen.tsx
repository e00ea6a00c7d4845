import { useTranslation } from 'react-i18next';
import { useStepHeading } from '@/hooks/use-step-heading';
import { useGetPreviousBookingsQuery } from '../api/get-previous-bookings';
import { useBookingState } from '../hooks/use-booking-state';
import { useConfirmBooking } from '../hooks/use-confirm-booking';
import {
  advanceFor,
  feeFor,
  verifiedBookingSchema,
  type VerifiedBooking,
} from '../utils/booking-state';
import type { PatientDetailsValues } from '../utils/patient-details-schema';
import { AppointmentTimeCard } from './appointment-time-card';
import { BookingLoading } from './booking-loading';
import { BookingPage } from './booking-page';
import { DoctorClinicCard } from './doctor-clinic-card';
import { PatientDetailsForm, type KnownPatient } from './patient-details-form';

/** /booking-confirmation: check the visit, fill in the patient, choose how to pay, book. */
export function ConfirmationScreen() {
  const booking = useBookingState(verifiedBookingSchema);
  if (!booking) return <BookingLoading />;
  return <Confirmation booking={booking} />;
}

function Confirmation({ booking }: { booking: VerifiedBooking }) {
  const confirm = useConfirmBooking(booking);
  const previous = useGetPreviousBookingsQuery(
    { bookingToken: confirm.token ?? '' },
    { skip: !confirm.token },
  );
  const known = knownPatient(previous.data, booking.mobileNumber);
  const virtual = booking.mode === 'virtual';
  const headingRef = useStepHeading();
  const { t } = useTranslation('booking');
  const title = virtual ? t('confirmation.titleVirtual') : t('confirmation.titleClinic');
  const defaultValues: PatientDetailsValues = booking.draft ?? {
    bookedFor: 'self',
    name: '',
    mobile: booking.mobileNumber,
    email: '',
    treatmentReason: '',
    paymentOption: 'pay-online',
  };

  return (
    <BookingPage title={title} showResultsLink resultsHref={booking.resultsHref}>
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold tracking-tight text-slate-900 focus:outline-none sm:text-3xl"
      >
        {title}
      </h1>
      <p className="mt-1 text-sm text-slate-600">{t('confirmation.intro')}</p>
      <p role="status" className="sr-only">
        {confirm.slotNotice}
      </p>

      {/* Phones read time, doctor, form; wide screens put the doctor beside the two. */}
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="lg:col-start-1 lg:row-start-1">
          <AppointmentTimeCard
            booking={booking}
            pickerOpen={confirm.pickerOpen}
            onTogglePicker={confirm.togglePicker}
            onChoose={confirm.chooseSlot}
            slotProblem={confirm.slotProblem}
            refreshKey={confirm.refreshKey}
          />
        </div>
        <div className="lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <DoctorClinicCard doctor={booking.doctor} mode={booking.mode} />
        </div>
        <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 lg:col-start-1 lg:row-start-2">
          <PatientDetailsForm
            defaultValues={defaultValues}
            verifiedMobile={booking.mobileNumber}
            known={known}
            fee={feeFor(booking.doctor, booking.mode)}
            advance={advanceFor(booking.doctor, booking.mode)}
            virtual={virtual}
            onSubmit={confirm.submit}
            busy={confirm.busy}
            busyLabel={confirm.busyLabel}
            serverError={confirm.serverError}
          />
        </section>
      </div>
    </BookingPage>
  );
}

/** The name and email of the latest booking made for this very number, if any. */
function knownPatient(
  appointments: readonly { patient: (KnownPatient & { mobile: string }) | null }[] | undefined,
  mobile: string,
): KnownPatient | null {
  const match = appointments?.find((a) => a.patient?.mobile === mobile)?.patient;
  return match ? { name: match.name, email: match.email } : null;
}
