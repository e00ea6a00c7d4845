import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/ui/page-frame';
import { MyPatientsScreen } from '@/features/my-patients/components/my-patients-screen';

export default function MyPatientsRoute() {
  const { t } = useTranslation('patients');
  return (
    <PageFrame title={t('pages.myPatients.title')} description={t('pages.myPatients.description')}>
      <MyPatientsScreen />
    </PageFrame>
  );
}
