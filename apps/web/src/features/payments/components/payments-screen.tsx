import { useTranslation } from 'react-i18next';
import { FormMessage } from '@/components/ui/form-message';
import { PageLoader } from '@/components/ui/page-loader';
import { getApiErrorMessage } from '@/lib/api-client';
import { useGetPaymentSettingsQuery } from '../api/get-payment-settings';
import { PaymentsList } from './payments-list';
import { PayoutSettingsForm } from './payout-settings-form';

/** /payments: the payout preferences, then the payments received and refunds given. */
export function PaymentsScreen() {
  const { t } = useTranslation('billing');
  const { data, isLoading, error, refetch } = useGetPaymentSettingsQuery();
  return (
    <div className="space-y-6">
      {isLoading ? (
        <PageLoader label={t('payments.loadingSettings')} />
      ) : error || !data ? (
        <div className="space-y-3">
          <FormMessage message={getApiErrorMessage(error, t('fallbacks.paymentSettings'))} />
          <button
            type="button"
            className="text-sm font-semibold text-brand-800 underline"
            onClick={() => void refetch()}
          >
            {t('payments.tryAgain')}
          </button>
        </div>
      ) : (
        <PayoutSettingsForm key={JSON.stringify(data)} settings={data} />
      )}
      <PaymentsList />
    </div>
  );
}
