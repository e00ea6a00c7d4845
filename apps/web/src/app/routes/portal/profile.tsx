import { CircleAlert, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '@/components/ui/button-styles';
import { PageFrame } from '@/components/ui/page-frame';
import { PageLoader } from '@/components/ui/page-loader';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { CalendarFeedCard } from '@/features/calendar-feed/components/calendar-feed-card';
import { useGetProfileQuery } from '@/features/profile/api/get-profile';
import { ProfileView } from '@/features/profile/components/profile-view';
import { useApiErrorMessage } from '@/hooks/use-api-error-text';

export default function ProfileRoute() {
  const { t } = useTranslation('profile');
  const errorMessage = useApiErrorMessage();
  const { data: profile, error, isLoading, refetch } = useGetProfileQuery();
  // Deactivation ends every session: the same exit as Logout (token removed, to /).
  const logout = useLogout();

  return (
    <PageFrame title={t('page.title')} description={t('page.description')}>
      {profile ? (
        <>
          <ProfileView profile={profile} onDeactivated={logout} />
          <CalendarFeedCard />
        </>
      ) : isLoading ? (
        <PageLoader label={t('loading')} />
      ) : (
        <div
          role="alert"
          className="flex flex-col items-center gap-4 rounded-2xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-slate-200"
        >
          <CircleAlert aria-hidden="true" className="size-10 text-red-700" />
          <p className="text-sm font-medium text-red-800">
            {errorMessage(error, t('fallbacks.profile'))}
          </p>
          <button
            type="button"
            onClick={() => void refetch()}
            className={buttonStyles({ variant: 'secondary' })}
          >
            <RotateCw aria-hidden="true" className="size-4" />
            {t('tryAgain')}
          </button>
        </div>
      )}
    </PageFrame>
  );
}
