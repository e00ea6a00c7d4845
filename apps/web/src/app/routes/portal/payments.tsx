import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/ui/page-frame';
import { PaymentsScreen } from '@/features/payments/components/payments-screen';

export default function PaymentsRoute() {
  const { t } = useTranslation('billing');
  return (
    <PageFrame title={t('pages.payments.title')} description={t('pages.payments.description')}>
      <PaymentsScreen />
    </PageFrame>
  );
}
