import { ReceiptText } from 'lucide-react';
import { useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { invoiceChargesSchema, type InvoiceCharges } from '@clinic/shared/ledger';
import { buttonStyles } from '@/components/ui/button-styles';
import { inputStyles } from '@/components/ui/input-styles';
import { useApiErrorMessage } from '@/hooks/use-api-error-text';
import { useFormat } from '@/lib/i18n/format';
import { useStatusLabel } from '@/components/ui/status-badge';
import { useMessageText } from '@/lib/portal-messages';
import type { AppointmentDetails } from '../api/get-appointment';
import { useCreateInvoiceMutation } from '../api/create-invoice';
import { useSaveAppointmentNotesMutation } from '../api/save-appointment-notes';
import { formatAmount } from '../utils/format';
import {
  InvoiceCharges as InvoiceChargesFields,
  type ChargesDraft,
  type ChargesErrors,
} from './invoice-charges';
import { PrescriptionUpload } from './prescription-upload';

const rupees = (value: number | string | null | undefined) =>
  typeof value === 'number' ? value : Number(value ?? 0) || 0;

/**
 * The typed charges, checked with the server's own schema; empty fields are left to its
 * defaults. Messages are the schema's (English); the form shows them translated.
 */
function parseCharges(
  draft: ChargesDraft,
  notANumber: string,
): { charges?: InvoiceCharges; errors: ChargesErrors } {
  const numbers = Object.fromEntries(
    Object.entries(draft)
      .filter(([, text]) => text.trim() !== '')
      .map(([key, text]) => [key, Number(text)]),
  );
  const parsed = invoiceChargesSchema.safeParse(numbers);
  if (parsed.success) return { charges: parsed.data, errors: {} };
  const errors: ChargesErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof ChargesDraft;
    errors[key] ??= Number.isNaN(numbers[key]) ? notANumber : issue.message;
  }
  return { errors };
}

/** Add Notes, Attach Prescription and Save & Invoice. */
export function ConsultationCard({ details, now }: { details: AppointmentDetails; now: Date }) {
  const { t } = useTranslation(['appointments', 'portal']);
  const errorMessage = useApiErrorMessage();
  const f = useFormat();
  const statusLabel = useStatusLabel();
  const messageText = useMessageText();
  const { appointment, invoice, invoiceDefaults } = details;
  const id = useId();
  const [notes, setNotes] = useState(appointment.doctorNotes ?? '');
  const [saveNotes, { isLoading: savingNotes }] = useSaveAppointmentNotesMutation();
  const [createInvoice, { isLoading: invoicing }] = useCreateInvoiceMutation();
  const [charges, setCharges] = useState<ChargesDraft>(() => ({
    cost: String(rupees(appointment.fee)),
    discount: '',
    taxPercent: String(invoiceDefaults.gstPercent),
    paidAtClinic: '',
  }));
  const [chargeErrors, setChargeErrors] = useState<ChargesErrors>({});
  const unsaved = notes !== (appointment.doctorNotes ?? '');
  const closed = ['Rejected', 'Cancelled', 'No-Show'].includes(appointment.status);
  const pending = appointment.status === 'Pending';
  // The server invoices only a visit that has started (409 before).
  const started = new Date(appointment.startTime).getTime() <= now.getTime();

  // Buttons that cannot act now stay focusable (aria-disabled, not disabled): pressing
  // one must not drop a keyboard user's focus to the page's start, as a button that
  // becomes disabled under it would (saving, or saved).
  const notesBlocked = savingNotes || !unsaved;
  const invoiceBlocked = invoicing || Boolean(invoice) || closed || pending || !started;

  const onSaveNotes = async () => {
    if (notesBlocked) return;
    try {
      await saveNotes({ id: appointment.id, notes }).unwrap();
      toast.success(t('details.consultation.notesSaved'));
    } catch (err) {
      toast.error(errorMessage(err, t('portal:fallbacks.notes')));
    }
  };

  const onSaveAndInvoice = async () => {
    if (invoiceBlocked) return;
    const checked = parseCharges(charges, t('details.consultation.enterNumber'));
    setChargeErrors(checked.errors);
    if (!checked.charges) return;
    try {
      const result = await createInvoice({
        id: appointment.id,
        notes,
        charges: checked.charges,
      }).unwrap();
      toast.success(
        t('details.consultation.invoiceCreated', { invoiceId: result.invoice.invoiceId }),
      );
    } catch (err) {
      toast.error(errorMessage(err, t('portal:fallbacks.invoice')));
    }
  };

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id={`${id}-heading`} className="text-base font-semibold text-slate-900">
        {t('details.consultation.heading')}
      </h2>
      <div className="mt-4">
        <label htmlFor={`${id}-notes`} className="text-sm font-semibold text-slate-900">
          {t('details.consultation.addNotes')}
        </label>
        <textarea
          id={`${id}-notes`}
          rows={5}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          placeholder={t('details.consultation.notesPlaceholder')}
          className={inputStyles({ className: 'mt-2 resize-y' })}
        />
        <div className="mt-2 flex items-center justify-between gap-3">
          <p className="text-xs text-slate-600" aria-live="polite">
            {unsaved
              ? t('details.consultation.unsaved')
              : appointment.doctorNotes
                ? t('details.consultation.saved')
                : ''}
          </p>
          <button
            type="button"
            onClick={() => void onSaveNotes()}
            aria-disabled={notesBlocked || undefined}
            className={buttonStyles({ variant: 'secondary', size: 'sm' })}
          >
            {savingNotes ? t('details.consultation.saving') : t('details.consultation.saveNotes')}
          </button>
        </div>
      </div>

      <div className="mt-6 border-t border-slate-200 pt-6">
        <PrescriptionUpload appointmentId={appointment.id} />
      </div>

      {!invoice && !closed && !pending && started ? (
        <div className="mt-6 border-t border-slate-200 pt-6">
          <InvoiceChargesFields
            draft={charges}
            errors={Object.fromEntries(
              Object.entries(chargeErrors).map(([key, message]) => [key, messageText(message)]),
            )}
            advance={rupees(appointment.amountPaid)}
            disabled={invoicing}
            onChange={setCharges}
          />
        </div>
      ) : null}

      <div className="mt-6 flex flex-col gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
        {invoice ? (
          <p className="flex items-center gap-2 text-sm text-slate-700">
            <ReceiptText aria-hidden="true" className="size-4.5 text-green-700" />
            <span>
              <Trans
                t={t}
                i18nKey="details.consultation.invoicedAs"
                values={{ invoiceId: invoice.invoiceId }}
                components={{ b: <span className="font-semibold text-slate-900" /> }}
              />
            </span>
            {invoice.amount !== null && invoice.amount !== undefined ? (
              <span>({formatAmount(invoice.amount, f.rupees)})</span>
            ) : null}
          </p>
        ) : (
          <p id={`${id}-invoice-hint`} className="text-xs leading-5 text-slate-600">
            {closed
              ? t('details.consultation.notInvoiced', {
                  status: statusLabel(appointment.status).toLowerCase(),
                })
              : pending
                ? t('details.consultation.acceptFirst')
                : started
                  ? t('details.consultation.invoiceHint')
                  : t('details.consultation.notStarted')}
          </p>
        )}
        <button
          type="button"
          onClick={() => void onSaveAndInvoice()}
          aria-disabled={invoiceBlocked || undefined}
          aria-describedby={invoice ? undefined : `${id}-invoice-hint`}
          className={buttonStyles({ className: 'shrink-0' })}
        >
          <ReceiptText aria-hidden="true" className="size-4.5" />
          {invoicing ? t('details.consultation.saving') : t('details.consultation.saveAndInvoice')}
        </button>
      </div>
    </section>
  );
}
