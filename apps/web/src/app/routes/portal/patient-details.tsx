import { ArrowLeft, UserRound } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { buttonStyles } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { PageFrame } from '@/components/ui/page-frame';
import { useGoBack } from '@/hooks/use-go-back';

export default function PatientDetailsRoute() {
  const { id = '' } = useParams();
  const goBack = useGoBack();
  return (
    <PageFrame
      title="Patient Details"
      description={`Patient ${id}`}
      actions={
        <button type="button" onClick={goBack} className={buttonStyles({ variant: 'secondary' })}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Go Back
        </button>
      }
    >
      <EmptyState
        icon={UserRound}
        description="This patient's bookings, prescriptions and notes will be shown here."
      />
    </PageFrame>
  );
}
