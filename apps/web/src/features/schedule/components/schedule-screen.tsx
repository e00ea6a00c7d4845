import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/ui/page-loader';
import { ListLoadError } from '@/components/ui/list-states';
import { getApiErrorMessage } from '@/lib/api-client';
import { useGetScheduleQuery, useGetTimeOffQuery } from '../api/schedule-api';
import { TimeOffSection } from './time-off-section';
import { WeeklyHoursForm } from './weekly-hours-form';

/** The portal's Schedule page: weekly hours and booking rules, then time off. */
export function ScheduleScreen() {
  const { t } = useTranslation('schedule');
  const schedule = useGetScheduleQuery();
  const timeOff = useGetTimeOffQuery();
  if (schedule.error)
    return (
      <ListLoadError
        message={getApiErrorMessage(schedule.error, t('loadScheduleFailed'))}
        onRetry={() => void schedule.refetch()}
      />
    );
  if (!schedule.data) return <PageLoader />;
  return (
    <div className="space-y-6">
      <WeeklyHoursForm schedule={schedule.data} />
      {timeOff.error ? (
        <ListLoadError
          message={getApiErrorMessage(timeOff.error, t('loadTimeOffFailed'))}
          onRetry={() => void timeOff.refetch()}
        />
      ) : timeOff.data ? (
        <TimeOffSection items={timeOff.data.timeOff} timeZone={timeOff.data.timeZone} />
      ) : (
        <PageLoader />
      )}
    </div>
  );
}
