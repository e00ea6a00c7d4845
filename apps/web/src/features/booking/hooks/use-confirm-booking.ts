import { useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { BOOKING_TEXTS } from '@clinic/shared/messages';
import { useSlotDayLabel } from '@/components/ui/slot-picker';
import { useApiErrorMessage } from '@/hooks/use-api-error-text';
import { bookingTokenFor } from '@/lib/booking-session';
import { useFormat } from '@/lib/i18n/format';
import type { Slot, SlotDay } from '@/types/slot-day';
import { useSendBookingOtpMutation } from '../api/send-booking-otp';
import { toBookingRequest } from '../utils/booking-request';
import {
  mobileToVerify,
  type BookingDraft,
  type BookingOtpState,
  type BookingSuccessState,
  type VerifiedBooking,
} from '../utils/booking-state';
import type { PatientDetailsValues } from '../utils/patient-details-schema';
import { useSubmitBooking } from './use-submit-booking';

/** The slot-related state of the confirmation screen, and what Continue does. */
export function useConfirmBooking(state: VerifiedBooking) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { submit: submitBooking, busy: booking } = useSubmitBooking();
  const { t } = useTranslation(['booking', 'forms']);
  const f = useFormat();
  const dayLabel = useSlotDayLabel();
  const errorMessage = useApiErrorMessage();
  const [sendOtp, sendState] = useSendBookingOtpMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const [slotProblem, setSlotProblem] = useState<string | null>(state.slotProblem ?? null);
  const [pickerOpen, setPickerOpen] = useState(Boolean(state.slotProblem));
  const [refreshKey, setRefreshKey] = useState(0);
  const [slotNotice, setSlotNotice] = useState('');

  const token = state.bookingToken ?? bookingTokenFor(state.mobileNumber);

  const chooseSlot = (day: SlotDay, slot: Slot, timeZone: string) => {
    const { slotProblem: _old, ...rest } = state;
    const next: VerifiedBooking = {
      ...rest,
      date: day.date,
      time: slot.time,
      start: slot.start,
      timeZone,
    };
    void navigate(pathname, { replace: true, state: next });
    setSlotProblem(null);
    setPickerOpen(false);
    setSlotNotice(
      t('confirmation.timeChanged', {
        day: dayLabel(day),
        time: f.instantTime(slot.start, timeZone),
      }),
    );
  };

  /** Sends a code to the number that must be verified, then opens /booking-otp. */
  const verifyThenBook = async (draft: BookingDraft) => {
    const { slotProblem: _old, ...rest } = state;
    const otpState: BookingOtpState = { ...rest, draft };
    await sendOtp({ mobile: mobileToVerify(otpState) }).unwrap();
    toast.success(t('forms:toasts.otpSentToMobile'));
    void navigate('/booking-otp', { state: otpState });
  };

  const submit = async (
    values: PatientDetailsValues,
    setError: UseFormSetError<PatientDetailsValues>,
  ) => {
    setServerError(null);
    if (slotProblem) {
      setPickerOpen(true);
      setServerError(slotProblem);
      return;
    }
    const otherNumber = values.bookedFor === 'self' && values.mobile !== state.mobileNumber;
    if (otherNumber || !token) {
      try {
        await verifyThenBook(values);
      } catch (caught) {
        setServerError(errorMessage(caught));
      }
      return;
    }
    const outcome = await submitBooking({
      bookingToken: token,
      booking: toBookingRequest(state, values),
    });
    if (outcome.kind === 'booked') {
      const { slotProblem: _old, draft: _draft, ...rest } = state;
      const success: BookingSuccessState = {
        ...rest,
        mobileNumber: values.mobile,
        email: values.email.trim() || undefined,
        appointment: outcome.appointment,
      };
      void navigate('/booking-success', { state: success });
    } else if (outcome.kind === 'slot-taken') {
      setSlotProblem(outcome.message);
      setPickerOpen(true);
      setRefreshKey((key) => key + 1);
      document
        .getElementById('appointment-time-heading')
        ?.closest('section')
        ?.scrollIntoView?.({ block: 'start' });
    } else if (outcome.kind === 'verify-again') {
      toast.error(outcome.message);
      try {
        await verifyThenBook(values);
      } catch (sendError) {
        setServerError(errorMessage(sendError));
      }
    } else if (outcome.kind === 'failed' && outcome.field === 'patient.mobile') {
      setError('mobile', { message: outcome.message });
    } else {
      setServerError(outcome.message);
    }
  };

  return {
    token,
    submit,
    busy: booking || sendState.isLoading,
    busyLabel: sendState.isLoading ? BOOKING_TEXTS.sendingOtp : BOOKING_TEXTS.booking,
    serverError,
    slotProblem,
    pickerOpen,
    togglePicker: () => setPickerOpen((open) => !open),
    chooseSlot,
    refreshKey,
    slotNotice,
  };
}
