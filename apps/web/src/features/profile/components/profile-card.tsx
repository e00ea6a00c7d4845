import { CalendarDays, Phone, Stethoscope } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { VerificationBadge } from '@/components/ui/verification-badge';
import type { Profile } from '../api/get-profile';
import { useFormat } from '@/lib/i18n/format';
import { formatDate, formatPhone } from '../utils/format';
import { useProfileText } from '../utils/profile-text';
import { PhotoUpload } from './photo-upload';

/** Photo or initials, name, 'Member since …', verification and the server's completion. */
export function ProfileCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const f = useFormat();
  const text = useProfileText();
  const name = profile.name?.trim() || t('card.defaultName');
  const completion = Math.round(profile.profileCompletion);
  const joined = formatDate(profile.memberSince, f.locale);
  return (
    <section
      aria-labelledby="profile-card-name"
      className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <div aria-hidden="true" className="h-20 bg-gradient-to-r from-brand-700 to-brand-900" />
      <div className="px-5 pb-5 sm:px-6 sm:pb-6">
        <div className="-mt-10 flex items-end justify-between gap-3">
          <Avatar
            src={profile.photoUrl}
            name={name}
            className="size-20 text-2xl ring-4 ring-white"
          />
          <PhotoUpload />
          {profile.verificationStatus ? (
            <VerificationBadge
              status={profile.verificationStatus}
              label={text.status(profile.verificationStatus)}
              className="mb-1"
            />
          ) : null}
        </div>
        <h2 id="profile-card-name" className="mt-3 text-xl font-bold text-slate-900">
          {name}
        </h2>
        {profile.degrees.length ? (
          <p className="mt-1 text-sm leading-6 text-slate-600">{profile.degrees.join(', ')}</p>
        ) : null}
        <ul className="mt-4 space-y-2 text-sm text-slate-700">
          {joined ? (
            <li className="flex items-center gap-2">
              <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
              {t('card.memberSince', { date: joined })}
            </li>
          ) : null}
          {profile.phoneNumber ? (
            <li className="flex items-center gap-2">
              <Phone aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
              {formatPhone(profile.phoneNumber)}
            </li>
          ) : null}
          {profile.experience ? (
            <li className="flex items-center gap-2">
              <Stethoscope aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
              {t('card.experience', { count: profile.experience })}
            </li>
          ) : null}
        </ul>
        <div className="mt-5 border-t border-slate-200 pt-4">
          <div className="flex items-center justify-between text-sm">
            <span id="profile-completion-label" className="font-medium text-slate-800">
              {t('card.completion')}
            </span>
            <span className="font-semibold text-brand-800">{f.number(completion)}%</span>
          </div>
          <div
            role="progressbar"
            aria-labelledby="profile-completion-label"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={completion}
            className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-100"
          >
            <div
              className="h-full rounded-full bg-brand-600 transition-[width] duration-500"
              style={{ width: `${completion}%` }}
            />
          </div>
          {completion < 100 ? (
            <p className="mt-2 text-xs text-slate-600">{t('card.completeHint')}</p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
