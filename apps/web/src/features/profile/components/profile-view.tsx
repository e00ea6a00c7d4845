import type { Profile } from '../api/get-profile';
import { ChangePasswordForm } from './change-password-form';
import { ClinicDetails } from './clinic-details';
import { DeactivateAccount } from './deactivate-account';
import { DocumentStatusPanel } from './document-status-panel';
import { PersonalDetailsForm } from './personal-details-form';
import { PracticeDetailsForm } from './practice-details-form';
import { ProfileCard } from './profile-card';

interface ProfileViewProps {
  profile: Profile;
  /** Ends the session after the account is deactivated. */
  onDeactivated: () => void | Promise<void>;
}

/**
 * The profile screen's sections: the card and the verification documents beside the
 * personal, clinic, password and deactivation sections (stacked on phones).
 */
export function ProfileView({ profile, onDeactivated }: ProfileViewProps) {
  return (
    <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-[minmax(0,28rem)_minmax(0,1fr)]">
      <div className="space-y-6">
        <ProfileCard profile={profile} />
        <DocumentStatusPanel
          documents={profile.documents}
          verificationStatus={profile.verificationStatus}
        />
      </div>
      <div className="space-y-6">
        <PersonalDetailsForm profile={profile} />
        <PracticeDetailsForm profile={profile} />
        <ClinicDetails profile={profile} />
        <ChangePasswordForm username={profile.phoneNumber ?? ''} />
        <DeactivateAccount onDeactivated={onDeactivated} />
      </div>
    </div>
  );
}
