import { ArrowLeft } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { buttonStyles } from '@/components/ui/button-styles';
import { PageFrame } from '@/components/ui/page-frame';
import { AppointmentDetailsScreen } from '@/features/appointment-details/components/appointment-details-screen';
import { useGoBack } from '@/hooks/use-go-back';

export default function AppointmentDetailsRoute() {
  const { id = '' } = useParams();
  const goBack = useGoBack('/appointments');
  return (
    <PageFrame
      title="Appointment Details"
      description="The visit, its status, your notes and prescriptions, and the patient."
      actions={
        <button type="button" onClick={goBack} className={buttonStyles({ variant: 'secondary' })}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Go Back
        </button>
      }
    >
      <AppointmentDetailsScreen key={id} id={id} />
    </PageFrame>
  );
}
