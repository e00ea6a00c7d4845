import { ArrowLeft, ReceiptText } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { buttonStyles } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { PageFrame } from '@/components/ui/page-frame';
import { useGoBack } from '@/hooks/use-go-back';

export default function LedgerDetailsRoute() {
  const { id = '' } = useParams();
  const goBack = useGoBack();
  return (
    <PageFrame
      title="Invoice Details"
      description={`Invoice ${id}`}
      actions={
        <button type="button" onClick={goBack} className={buttonStyles({ variant: 'secondary' })}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Go Back
        </button>
      }
    >
      <EmptyState
        icon={ReceiptText}
        description="The details of this invoice will be shown here."
      />
    </PageFrame>
  );
}
