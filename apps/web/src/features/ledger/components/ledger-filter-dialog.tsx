import { useState } from 'react';
import { BILLING_TEXTS } from '@clinic/shared/billing-texts';
import { buttonStyles } from '@/components/ui/button-styles';
import { DateTextField } from '@/components/ui/date-text-field';
import { Modal } from '@/components/ui/modal';
import { fromDayMonthYear, toDayMonthYear } from '@/lib/billing-format';

/** Spec section 9: the filter modal is 400 px wide. */
export const FILTER_MODAL_WIDTH_PX = 400;

interface LedgerFilterDialogProps {
  open: boolean;
  /** The applied range, YYYY-MM-DD, or empty. */
  from: string;
  to: string;
  onApply: (range: { from: string; to: string }) => void;
  onClose: () => void;
}

interface FieldErrors {
  from?: string;
  to?: string;
}

/**
 * From Date and To Date as dd-mm-yyyy. Filter applies the range only when both are
 * given (inclusive); with one or none the list stays as it is and the modal closes.
 * Clear removes the range.
 */
export function LedgerFilterDialog(props: LedgerFilterDialogProps) {
  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      title="Filter"
      description="Invoices dated between these days, both included."
      widthPx={FILTER_MODAL_WIDTH_PX}
    >
      {/* Mounted per opening: the fields start from the applied range each time. */}
      {props.open ? <FilterForm {...props} /> : null}
    </Modal>
  );
}

function FilterForm({ from, to, onApply, onClose }: LedgerFilterDialogProps) {
  const [fromText, setFromText] = useState(from ? toDayMonthYear(from) : '');
  const [toText, setToText] = useState(to ? toDayMonthYear(to) : '');
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!fromText.trim() || !toText.trim()) {
      onClose();
      return;
    }
    const fromIso = fromDayMonthYear(fromText);
    const toIso = fromDayMonthYear(toText);
    const next: FieldErrors = {};
    if (!fromIso) next.from = BILLING_TEXTS.filter.dateFormat;
    if (!toIso) next.to = BILLING_TEXTS.filter.dateFormat;
    if (fromIso && toIso && fromIso > toIso) next.to = BILLING_TEXTS.filter.rangeInverted;
    setErrors(next);
    if (next.from || next.to || !fromIso || !toIso) return;
    onApply({ from: fromIso, to: toIso });
  };

  const clear = () => {
    setFromText('');
    setToText('');
    setErrors({});
    onApply({ from: '', to: '' });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <DateTextField
        label="From Date"
        value={fromText}
        onChange={setFromText}
        error={errors.from}
      />
      <DateTextField label="To Date" value={toText} onChange={setToText} error={errors.to} />
      <p className="text-xs text-slate-600">{BILLING_TEXTS.filter.bothDates}</p>
      <div className="flex justify-end gap-3 border-t border-slate-200 pt-4">
        <button type="button" onClick={clear} className={buttonStyles({ variant: 'secondary' })}>
          Clear
        </button>
        <button type="submit" className={buttonStyles()}>
          Filter
        </button>
      </div>
    </form>
  );
}
