import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/ui/page-frame';
import { CalendarScreen } from '@/features/calendar/components/calendar-screen';

export default function CalendarRoute() {
  const { t } = useTranslation('portal');
  return (
    <PageFrame title={t('calendar.page.title')} description={t('calendar.page.description')}>
      <CalendarScreen />
    </PageFrame>
  );
}
