import { ArrowLeft } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { buttonStyles } from '@/components/ui/button-styles';
import { PageFrame } from '@/components/ui/page-frame';
import { useGoBack } from '@/hooks/use-go-back';
import { PatientDetailsScreen } from '@/features/patient-details/components/patient-details-screen';

export default function PatientDetailsRoute() {
  const { id = '' } = useParams();
  const goBack = useGoBack('/my-patients');
  return (
    <PageFrame
      title="Patient Details"
      description="Bookings, prescriptions, notes and reports of this patient with you."
      actions={
        <button type="button" onClick={goBack} className={buttonStyles({ variant: 'secondary' })}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Go Back
        </button>
      }
    >
      <PatientDetailsScreen key={id} patientId={id} />
    </PageFrame>
  );
}
