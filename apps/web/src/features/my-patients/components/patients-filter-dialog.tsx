import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('patients');
  return (
    <DateRangeFilterDialog
      {...props}
      title={t('list.filterDialog.title')}
      description={t('list.filterDialog.description')}
      fromLabel={t('list.filterDialog.from')}
      toLabel={t('list.filterDialog.to')}
      resetText={t('list.filterDialog.reset')}
      applyText={t('list.filterDialog.apply')}
    />
  );
}
