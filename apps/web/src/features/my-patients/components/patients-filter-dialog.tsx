import { useState } from 'react';
import { BILLING_TEXTS } from '@clinic/shared/billing-texts';
import { buttonStyles } from '@/components/ui/button-styles';
import { DateTextField } from '@/components/ui/date-text-field';
import { Modal } from '@/components/ui/modal';
import { fromDayMonthYear, toDayMonthYear } from '@/lib/billing-format';

/** Spec section 9: the filter modal is 400 px wide. */
const FILTER_MODAL_WIDTH_PX = 400;

interface PatientsFilterDialogProps {
  open: boolean;
  /** The applied range, YYYY-MM-DD, or empty. */
  from: string;
  to: string;
  onApply: (range: { from: string; to: string }) => void;
  onClose: () => void;
}

/**
 * From and To last visit as dd-mm-yyyy. Apply filters only when both are given
 * (inclusive); with one or none the list stays as it is and the panel closes.
 * Reset removes the range.
 */
export function PatientsFilterDialog(props: PatientsFilterDialogProps) {
  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      title="Filter by last visit"
      description="Patients whose last visit falls between these days, both included."
      widthPx={FILTER_MODAL_WIDTH_PX}
    >
      {props.open ? <FilterForm {...props} /> : null}
    </Modal>
  );
}

function FilterForm({ from, to, onApply, onClose }: PatientsFilterDialogProps) {
  const [fromText, setFromText] = useState(from ? toDayMonthYear(from) : '');
  const [toText, setToText] = useState(to ? toDayMonthYear(to) : '');
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!fromText.trim() || !toText.trim()) {
      onClose();
      return;
    }
    const fromIso = fromDayMonthYear(fromText);
    const toIso = fromDayMonthYear(toText);
    const next: { from?: string; to?: string } = {};
    if (!fromIso) next.from = BILLING_TEXTS.filter.dateFormat;
    if (!toIso) next.to = BILLING_TEXTS.filter.dateFormat;
    if (fromIso && toIso && fromIso > toIso) next.to = BILLING_TEXTS.filter.rangeInverted;
    setErrors(next);
    if (next.from || next.to || !fromIso || !toIso) return;
    onApply({ from: fromIso, to: toIso });
  };

  const reset = () => {
    setFromText('');
    setToText('');
    setErrors({});
    onApply({ from: '', to: '' });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <DateTextField
        label="From (last visit)"
        value={fromText}
        onChange={setFromText}
        error={errors.from}
      />
      <DateTextField
        label="To (last visit)"
        value={toText}
        onChange={setToText}
        error={errors.to}
      />
      <p className="text-xs text-slate-600">{BILLING_TEXTS.filter.bothDates}</p>
      <div className="flex justify-end gap-3 border-t border-slate-200 pt-4">
        <button type="button" onClick={reset} className={buttonStyles({ variant: 'secondary' })}>
          Reset
        </button>
        <button type="submit" className={buttonStyles()}>
          Apply
        </button>
      </div>
    </form>
  );
}
