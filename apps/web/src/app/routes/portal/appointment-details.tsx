import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { buttonStyles } from '@/components/ui/button-styles';
import { PageFrame } from '@/components/ui/page-frame';
import { AppointmentDetailsScreen } from '@/features/appointment-details/components/appointment-details-screen';
import { useGoBack } from '@/hooks/use-go-back';

export default function AppointmentDetailsRoute() {
  const { id = '' } = useParams();
  const { t } = useTranslation('appointments');
  const goBack = useGoBack('/appointments');
  return (
    <PageFrame
      title={t('details.page.title')}
      description={t('details.page.description')}
      actions={
        <button type="button" onClick={goBack} className={buttonStyles({ variant: 'secondary' })}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('details.page.goBack')}
        </button>
      }
    >
      <AppointmentDetailsScreen key={id} id={id} />
    </PageFrame>
  );
}
