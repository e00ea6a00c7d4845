import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/ui/page-frame';
import { LedgerScreen } from '@/features/ledger/components/ledger-screen';

export default function LedgerRoute() {
  const { t } = useTranslation('billing');
  return (
    <PageFrame title={t('pages.ledger.title')} description={t('pages.ledger.description')}>
      <LedgerScreen />
    </PageFrame>
  );
}
