import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ADVANCE_PERCENT, COUNTRY_CODE } from '@clinic/shared/constants';
import type { BookingDoctor, BookingMode } from '@/lib/booking-link';
import { useFormat } from '@/lib/i18n/format';
import type { ModalForm } from '../utils/booking-modal-steps';
import { advanceFor, feeFor } from '../utils/booking-state';
import { DEFAULT_CLINIC_NAME } from './booking-summary';

interface ModalPaymentStepProps {
  doctor: BookingDoctor;
  mode: BookingMode;
  form: ModalForm;
}

/** Step 6: what is being booked and the advance Pay Now charges. */
export function ModalPaymentStep({ doctor, mode, form }: ModalPaymentStepProps) {
  const fee = feeFor(doctor, mode);
  const advance = advanceFor(doctor, mode);
  const { t } = useTranslation('booking');
  const f = useFormat();
  const rows = [
    [t('details.date'), f.date(form.selectedDate, 'longWithWeekday')],
    [
      t('details.time'),
      form.timeZone ? f.instantTime(form.start, form.timeZone) : form.selectedTime,
    ],
    [
      mode === 'virtual' ? t('details.consultation') : t('details.clinic'),
      mode === 'virtual' ? t('details.onlineVideo') : doctor.clinicName || DEFAULT_CLINIC_NAME,
    ],
    [t('details.patient'), form.fullName.trim()],
    [t('details.phone'), `${COUNTRY_CODE} ${form.phone}`],
    [t('details.email'), form.email.trim()],
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
          <p className="font-semibold text-brand-950">{t('modal.advancePayment')}</p>
          <p className="text-2xl font-bold text-brand-950">{f.rupees(advance)}</p>
        </div>
        <p className="mt-1 text-sm text-brand-900">
          {t(mode === 'virtual' ? 'modal.advanceNoteLater' : 'modal.advanceNoteClinic', {
            percent: ADVANCE_PERCENT,
            fee: f.rupees(fee),
            rest: f.rupees(Math.max(fee - advance, 0)),
          })}
        </p>
        <p className="mt-3 inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
          <FlaskConical aria-hidden="true" className="size-3.5" />
          {t('progress.testMode')}
        </p>
      </div>
    </div>
  );
}
