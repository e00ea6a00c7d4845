import { FlaskConical } from 'lucide-react';
import { ADVANCE_PERCENT, COUNTRY_CODE } from '@clinic/shared/constants';
import type { BookingDoctor, BookingMode } from '@/lib/booking-link';
import { formatLongDate } from '@/lib/clinic-time';
import type { ModalForm } from '../utils/booking-modal-steps';
import { advanceFor, feeFor, rupees } from '../utils/booking-state';
import { DEFAULT_CLINIC_NAME } from './booking-summary';
import { TEST_MODE_TEXT } from './payment-options';

interface ModalPaymentStepProps {
  doctor: BookingDoctor;
  mode: BookingMode;
  form: ModalForm;
}

/** Step 6: what is being booked and the advance Pay Now charges. */
export function ModalPaymentStep({ doctor, mode, form }: ModalPaymentStepProps) {
  const fee = feeFor(doctor, mode);
  const advance = advanceFor(doctor, mode);
  const rows = [
    ['Date', formatLongDate(form.selectedDate)],
    ['Time', form.selectedTime],
    [
      mode === 'virtual' ? 'Consultation' : 'Clinic',
      mode === 'virtual' ? 'Online video consultation' : doctor.clinicName || DEFAULT_CLINIC_NAME,
    ],
    ['Patient', form.fullName.trim()],
    ['Phone', `${COUNTRY_CODE} ${form.phone}`],
    ['Email', form.email.trim()],
  ] as const;
  return (
    <div className="space-y-4">
      <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="flex justify-between gap-4 px-4 py-2.5">
            <dt className="text-slate-600">{term}</dt>
            <dd className="text-right font-medium break-all text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="rounded-xl bg-brand-50 px-4 py-4">
        <div className="flex items-baseline justify-between gap-4">
          <p className="font-semibold text-brand-950">Advance payment</p>
          <p className="text-2xl font-bold text-brand-950">{rupees(advance)}</p>
        </div>
        <p className="mt-1 text-sm text-brand-900">
          {ADVANCE_PERCENT}% of the {rupees(fee)} consultation fee; the rest (
          {rupees(Math.max(fee - advance, 0))}) is paid{' '}
          {mode === 'virtual' ? 'later' : 'at the clinic'}.
        </p>
        <p className="mt-3 inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
          <FlaskConical aria-hidden="true" className="size-3.5" />
          {TEST_MODE_TEXT}
        </p>
      </div>
    </div>
  );
}
