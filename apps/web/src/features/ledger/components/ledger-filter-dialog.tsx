import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('billing');
  return (
    <DateRangeFilterDialog
      {...props}
      title={t('ledger.filterDialog.title')}
      description={t('ledger.filterDialog.description')}
      fromLabel={t('ledger.filterDialog.from')}
      toLabel={t('ledger.filterDialog.to')}
      resetText={t('ledger.filterDialog.reset')}
      applyText={t('ledger.filterDialog.apply')}
    />
  );
}
