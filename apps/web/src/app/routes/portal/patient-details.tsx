import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { buttonStyles } from '@/components/ui/button-styles';
import { PageFrame } from '@/components/ui/page-frame';
import { useGoBack } from '@/hooks/use-go-back';
import { PatientDetailsScreen } from '@/features/patient-details/components/patient-details-screen';

export default function PatientDetailsRoute() {
  const { t } = useTranslation('patients');
  const { id = '' } = useParams();
  const goBack = useGoBack('/my-patients');
  return (
    <PageFrame
      title={t('pages.patientDetails.title')}
      description={t('pages.patientDetails.description')}
      actions={
        <button type="button" onClick={goBack} className={buttonStyles({ variant: 'secondary' })}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('pages.goBack')}
        </button>
      }
    >
      <PatientDetailsScreen key={id} patientId={id} />
    </PageFrame>
  );
}
