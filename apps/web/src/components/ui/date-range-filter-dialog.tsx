import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromDayMonthYear, toDayMonthYear } from '@/lib/billing-format';
import { buttonStyles } from './button-styles';
import { DateTextField } from './date-text-field';
import { Modal } from './modal';

/** Spec section 9: the filter modal is 400 px wide. */
export const FILTER_MODAL_WIDTH_PX = 400;

export interface DateRangeFilterDialogProps {
  open: boolean;
  /** The applied range, YYYY-MM-DD, or empty. */
  from: string;
  to: string;
  onApply: (range: { from: string; to: string }) => void;
  onClose: () => void;
  title: string;
  description: string;
  fromLabel: string;
  toLabel: string;
  /** The button that removes the range, e.g. 'Clear' or 'Reset'. */
  resetText: string;
  /** The submit button, e.g. 'Filter' or 'Apply'. */
  applyText: string;
}

interface FieldErrors {
  from?: string;
  to?: string;
}

/**
 * From and To as dd-mm-yyyy. The submit button applies the range only when both are
 * given (inclusive); with one or none the list stays as it is and the modal closes.
 * The reset button removes the range.
 */
export function DateRangeFilterDialog(props: DateRangeFilterDialogProps) {
  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      title={props.title}
      description={props.description}
      widthPx={FILTER_MODAL_WIDTH_PX}
    >
      {/* Mounted per opening: the fields start from the applied range each time. */}
      {props.open ? <FilterForm {...props} /> : null}
    </Modal>
  );
}

function FilterForm({
  from,
  to,
  onApply,
  onClose,
  fromLabel,
  toLabel,
  resetText,
  applyText,
}: DateRangeFilterDialogProps) {
  const [fromText, setFromText] = useState(from ? toDayMonthYear(from) : '');
  const [toText, setToText] = useState(to ? toDayMonthYear(to) : '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const { t } = useTranslation('billing');

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!fromText.trim() || !toText.trim()) {
      onClose();
      return;
    }
    const fromIso = fromDayMonthYear(fromText);
    const toIso = fromDayMonthYear(toText);
    const next: FieldErrors = {};
    if (!fromIso) next.from = t('filter.dateFormat');
    if (!toIso) next.to = t('filter.dateFormat');
    if (fromIso && toIso && fromIso > toIso) next.to = t('filter.rangeInverted');
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
        label={fromLabel}
        value={fromText}
        onChange={setFromText}
        error={errors.from}
      />
      <DateTextField label={toLabel} value={toText} onChange={setToText} error={errors.to} />
      <p className="text-xs text-slate-600">{t('filter.bothDates')}</p>
      <div className="flex justify-end gap-3 border-t border-slate-200 pt-4">
        <button type="button" onClick={reset} className={buttonStyles({ variant: 'secondary' })}>
          {resetText}
        </button>
        <button type="submit" className={buttonStyles()}>
          {applyText}
        </button>
      </div>
    </form>
  );
}
