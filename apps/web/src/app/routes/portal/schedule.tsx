import { SCHEDULE_TEXTS } from '@clinic/shared/schedule';
import { PageFrame } from '@/components/ui/page-frame';
import { ScheduleScreen } from '@/features/schedule/components/schedule-screen';

export default function ScheduleRoute() {
  return (
    <PageFrame
      title={SCHEDULE_TEXTS.title}
      description="Your weekly hours, how patients may book them, and your time off."
    >
      <ScheduleScreen />
    </PageFrame>
  );
}
