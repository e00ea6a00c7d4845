import {
  DateRangeFilterDialog,
  type DateRangeFilterDialogProps,
} from '@/components/ui/date-range-filter-dialog';

type PatientsFilterDialogProps = Pick<
  DateRangeFilterDialogProps,
  'open' | 'from' | 'to' | 'onApply' | 'onClose'
>;

/**
 * From and To last visit as dd-mm-yyyy. Apply filters only when both are given
 * (inclusive); with one or none the list stays as it is and the panel closes.
 * Reset removes the range.
 */
export function PatientsFilterDialog(props: PatientsFilterDialogProps) {
  return (
    <DateRangeFilterDialog
      {...props}
      title="Filter by last visit"
      description="Patients whose last visit falls between these days, both included."
      fromLabel="From (last visit)"
      toLabel="To (last visit)"
      resetText="Reset"
      applyText="Apply"
    />
  );
}
