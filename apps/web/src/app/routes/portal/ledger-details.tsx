import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { buttonStyles } from '@/components/ui/button-styles';
import { PageFrame } from '@/components/ui/page-frame';
import { LedgerDetailsScreen } from '@/features/ledger-details/components/ledger-details-screen';
import { useGoBack } from '@/hooks/use-go-back';

export default function LedgerDetailsRoute() {
  const { t } = useTranslation('billing');
  const { id = '' } = useParams();
  const goBack = useGoBack('/ledger');
  return (
    <PageFrame
      title={t('pages.ledgerDetails.title')}
      description={t('pages.ledgerDetails.description')}
      hideHeaderInPrint
      actions={
        <button type="button" onClick={goBack} className={buttonStyles({ variant: 'secondary' })}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('pages.goBack')}
        </button>
      }
    >
      <LedgerDetailsScreen key={id} invoiceId={id} />
    </PageFrame>
  );
}
