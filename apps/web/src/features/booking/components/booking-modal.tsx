import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { ArrowLeft, ArrowRight, CreditCard, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormMessage } from '@/components/ui/form-message';
import { useSpecialityName } from '@/hooks/use-speciality-name';
import type { BookingDoctor, BookingMode } from '@/lib/booking-link';
import { readBookingSession } from '@/lib/booking-session';
import { cn } from '@/lib/cn';
import type { PatientAppointment } from '@/types/patient-appointment';
import { useSubmitBooking } from '../hooks/use-submit-booking';
import {
  EMPTY_MODAL_FORM,
  isStepValid,
  MODAL_STEPS,
  type ModalForm,
  type ModalStep,
} from '../utils/booking-modal-steps';
import { BookingProgress } from './booking-progress';
import { ModalDetailsStep } from './modal-details-step';
import { ModalDoneView } from './modal-done-view';
import { ModalPaymentStep } from './modal-payment-step';
import { ModalPhoneStep } from './modal-phone-step';
import { ModalScheduleStep } from './modal-schedule-step';

export interface BookingModalProps {
  doctor: BookingDoctor;
  /** Clinic visit (default) or video consultation: sets the fee and the advance. */
  mode?: BookingMode;
  open: boolean;
  onClose: () => void;
  /** Called with the stored appointment once Pay Now succeeded. */
  onBooked?: (appointment: PatientAppointment) => void;
}

/**
 * The six-step booking dialog (spec "Booking modal"): Schedule, Name, Email,
 * Phone + OTP, Treatment, Advance Payment. Next is enabled only when the step is
 * valid, Back goes one step, verifying the OTP jumps to Treatment, and Pay Now books
 * for real with the advance paid online. A modal dialog: focus stays inside, Escape
 * or the backdrop closes it, and its state starts afresh each time it opens.
 */
export function BookingModal({
  doctor,
  mode = 'clinic',
  open,
  onClose,
  onBooked,
}: BookingModalProps) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/50" />
      <div className="fixed inset-0 overflow-y-auto">
        <div className="flex min-h-full items-end justify-center p-0 sm:items-center sm:p-4">
          <DialogPanel className="w-full max-w-2xl rounded-t-3xl bg-white shadow-2xl sm:rounded-3xl">
            <BookingModalContent
              doctor={doctor}
              mode={mode}
              onClose={onClose}
              onBooked={onBooked}
            />
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  );
}

function initialForm(): ModalForm {
  const session = readBookingSession();
  return session
    ? { ...EMPTY_MODAL_FORM, phone: session.mobile, bookingToken: session.token }
    : EMPTY_MODAL_FORM;
}

function BookingModalContent({
  doctor,
  mode,
  onClose,
  onBooked,
}: Required<Pick<BookingModalProps, 'doctor' | 'mode' | 'onClose'>> &
  Pick<BookingModalProps, 'onBooked'>) {
  const { t } = useTranslation('booking');
  const speciality = useSpecialityName();
  const [step, setStep] = useState<ModalStep>(1);
  const [form, setForm] = useState<ModalForm>(initialForm);
  const [message, setMessage] = useState<string | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  const [booked, setBooked] = useState<PatientAppointment | null>(null);
  const { submit, busy: isLoading } = useSubmitBooking();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // Screen readers hear the new step; the first step keeps the dialog's own focus.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [step, booked]);

  const goTo = (next: ModalStep) => {
    moved.current = true;
    setMessage(null);
    setStep(next);
  };
  const patch = (changes: Partial<ModalForm>) => setForm((current) => ({ ...current, ...changes }));
  const valid = isStepValid(step, form);

  const payNow = async () => {
    if (!form.bookingToken || !isStepValid(6, form)) return;
    setMessage(null);
    const outcome = await submit(
      {
        bookingToken: form.bookingToken,
        booking: {
          doctorId: doctor.userId,
          startTime: form.start,
          mode,
          patient: { name: form.fullName.trim(), mobile: form.phone, email: form.email.trim() },
          bookedFor: 'self',
          treatmentReason: form.treatmentReason.trim(),
          paymentOption: 'pay-online',
        },
      },
      { announce: true },
    );
    if (outcome.kind === 'booked') {
      moved.current = true;
      setBooked(outcome.appointment);
      onBooked?.(outcome.appointment);
    } else if (outcome.kind === 'slot-taken') {
      patch({ selectedDate: '', selectedTime: '', start: '' });
      setRefreshKey((key) => key + 1);
      goTo(1);
      setMessage(outcome.message);
    } else if (outcome.kind === 'verify-again') {
      patch({ bookingToken: null, otp: '' });
      goTo(4);
      setMessage(outcome.message);
    } else {
      setMessage(outcome.message);
    }
  };

  const stepName = t(`modal.step${step}`);
  return (
    <>
      <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4 sm:px-6">
        <div className="min-w-0">
          <DialogTitle className="text-lg font-semibold text-slate-900">
            {t('modal.title')}
          </DialogTitle>
          <p className="truncate text-sm text-slate-600">
            {doctor.name}
            {doctor.speciality ? ` · ${speciality(doctor.speciality)}` : ''}
          </p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('modal.close')}
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>

      {booked ? (
        <ModalDoneView appointment={booked} headingRef={headingRef} onClose={onClose} />
      ) : (
        <>
          <ol aria-label={t('modal.steps')} className="flex gap-1.5 px-5 pt-4 sm:px-6">
            {MODAL_STEPS.map((name, index) => {
              const number = (index + 1) as ModalStep;
              return (
                <li
                  key={name}
                  aria-current={number === step ? 'step' : undefined}
                  className="flex-1"
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      'block h-1.5 rounded-full',
                      number <= step ? 'bg-brand-700' : 'bg-slate-200',
                    )}
                  />
                  <span className="sr-only">
                    {t('modal.stepSr', { number, name: t(`modal.step${number}`) })}
                    {number < step ? t('modal.stepDone') : ''}
                  </span>
                </li>
              );
            })}
          </ol>
          <div className="px-5 py-5 sm:px-6">
            <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">
              {t('modal.stepOf', { step, total: MODAL_STEPS.length })}
            </p>
            <h3
              ref={headingRef}
              tabIndex={-1}
              className="mt-1 text-xl font-semibold text-slate-900 focus:outline-none"
            >
              {stepName}
            </h3>
            {message ? <FormMessage message={message} className="mt-4" /> : null}
            <div className="mt-4">
              {step === 1 ? (
                <ModalScheduleStep
                  doctorId={doctor.userId}
                  selectedDate={form.selectedDate}
                  selectedTime={form.selectedTime}
                  start={form.start}
                  refreshKey={refreshKey}
                  onSelect={(day, slot, timeZone) => {
                    setMessage(null);
                    patch({
                      selectedDate: day.date,
                      selectedTime: slot.time,
                      start: slot.start,
                      timeZone,
                    });
                  }}
                />
              ) : step === 2 || step === 3 || step === 5 ? (
                <ModalDetailsStep step={step} form={form} onChange={patch} />
              ) : step === 4 ? (
                <ModalPhoneStep
                  phone={form.phone}
                  bookingToken={form.bookingToken}
                  onPhoneChange={(phone) => patch({ phone, bookingToken: null, otp: '' })}
                  onVerified={(phone, proof) => {
                    patch({ phone, otp: proof.otp, bookingToken: proof.bookingToken });
                    goTo(5);
                  }}
                />
              ) : (
                <ModalPaymentStep doctor={doctor} mode={mode} form={form} />
              )}
            </div>
            {isLoading ? (
              <div className="mt-4">
                <BookingProgress payOnline />
              </div>
            ) : null}
          </div>
          <div className="flex items-center justify-between gap-3 border-t border-slate-200 px-5 py-4 sm:px-6">
            <button
              type="button"
              onClick={() => goTo((step - 1) as ModalStep)}
              disabled={step === 1 || isLoading}
              className={buttonStyles({ variant: 'secondary' })}
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              {t('modal.back')}
            </button>
            {step < 6 ? (
              <button
                type="button"
                onClick={() => goTo((step + 1) as ModalStep)}
                disabled={!valid}
                className={buttonStyles()}
              >
                {t('modal.next')}
                <ArrowRight aria-hidden="true" className="size-4" />
              </button>
            ) : (
              <button
                type="button"
                onClick={() => void payNow()}
                disabled={!valid || isLoading}
                className={buttonStyles()}
              >
                <CreditCard aria-hidden="true" className="size-4" />
                {isLoading ? t('modal.processing') : t('modal.payNow')}
              </button>
            )}
          </div>
        </>
      )}
    </>
  );
}
