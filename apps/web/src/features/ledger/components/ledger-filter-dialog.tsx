import {
  DateRangeFilterDialog,
  type DateRangeFilterDialogProps,
} from '@/components/ui/date-range-filter-dialog';

export { FILTER_MODAL_WIDTH_PX } from '@/components/ui/date-range-filter-dialog';

type LedgerFilterDialogProps = Pick<
  DateRangeFilterDialogProps,
  'open' | 'from' | 'to' | 'onApply' | 'onClose'
>;

/**
 * From Date and To Date as dd-mm-yyyy. Filter applies the range only when both are
 * given (inclusive); with one or none the list stays as it is and the modal closes.
 * Clear removes the range.
 */
export function LedgerFilterDialog(props: LedgerFilterDialogProps) {
  return (
    <DateRangeFilterDialog
      {...props}
      title="Filter"
      description="Invoices dated between these days, both included."
      fromLabel="From Date"
      toLabel="To Date"
      resetText="Clear"
      applyText="Filter"
    />
  );
}
