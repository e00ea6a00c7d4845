import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/ui/page-frame';
import { ScheduleScreen } from '@/features/schedule/components/schedule-screen';

export default function ScheduleRoute() {
  const { t } = useTranslation('schedule');
  return (
    <PageFrame title={t('page.title')} description={t('page.description')}>
      <ScheduleScreen />
    </PageFrame>
  );
}
