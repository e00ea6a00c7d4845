import { ArrowLeft } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { buttonStyles } from '@/components/ui/button-styles';
import { PageFrame } from '@/components/ui/page-frame';
import { LedgerDetailsScreen } from '@/features/ledger-details/components/ledger-details-screen';
import { useGoBack } from '@/hooks/use-go-back';

export default function LedgerDetailsRoute() {
  const { id = '' } = useParams();
  const goBack = useGoBack('/ledger');
  return (
    <PageFrame
      title="Invoice Details"
      description="The invoice, its patient and their ledger history."
      hideHeaderInPrint
      actions={
        <button type="button" onClick={goBack} className={buttonStyles({ variant: 'secondary' })}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Go Back
        </button>
      }
    >
      <LedgerDetailsScreen key={id} invoiceId={id} />
    </PageFrame>
  );
}
