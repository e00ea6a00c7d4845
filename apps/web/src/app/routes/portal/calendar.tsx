import { PageFrame } from '@/components/ui/page-frame';
import { CalendarScreen } from '@/features/calendar/components/calendar-screen';

export default function CalendarRoute() {
  return (
    <PageFrame title="Calendar" description="Your appointments and slots by month.">
      <CalendarScreen />
    </PageFrame>
  );
}
