import { Building2 } from 'lucide-react';
import type { Profile } from '../api/get-profile';
import { SectionCard } from './section-card';

/** The first clinic's name and address (and city), read-only on this screen. */
export function ClinicDetails({ profile }: { profile: Profile }) {
  const clinic = profile.clinicProfiles[0];
  const rows = [
    { label: 'Clinic Name', value: clinic?.clinicName },
    { label: 'Clinic Address', value: clinic?.clinicAddress },
    { label: 'City', value: clinic?.city },
  ];
  return (
    <SectionCard
      title="Clinic Details"
      description="Shown to patients on your listing."
      icon={Building2}
    >
      {clinic ? (
        <dl className="grid gap-4 sm:grid-cols-2">
          {rows.map(({ label, value }) => (
            <div
              key={label}
              className={label === 'Clinic Address' ? 'sm:col-span-2 sm:row-start-2' : undefined}
            >
              <dt className="text-sm font-medium text-slate-600">{label}</dt>
              <dd className="mt-1 rounded-lg bg-slate-50 px-3.5 py-2.5 text-sm text-slate-900 ring-1 ring-slate-200">
                {value || '—'}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-sm text-slate-600">
          No clinic added yet. Complete your clinic details from the sign-up wizard.
        </p>
      )}
    </SectionCard>
  );
}
