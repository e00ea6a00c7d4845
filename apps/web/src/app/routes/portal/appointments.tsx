import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/ui/page-frame';
import { AppointmentsScreen } from '@/features/appointments/components/appointments-screen';

export default function AppointmentsRoute() {
  const { t } = useTranslation('appointments');
  return (
    <PageFrame title={t('page.title')} description={t('page.description')}>
      <AppointmentsScreen />
    </PageFrame>
  );
}
