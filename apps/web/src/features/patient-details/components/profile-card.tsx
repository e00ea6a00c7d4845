import { Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PatientDetails } from '@clinic/shared/patients';
import { Avatar } from '@/components/ui/avatar';
import { cn } from '@/lib/cn';
import { useAgeLabel, useDisplayDate } from '@/lib/portal-format';

/** '+919876500001' -> '+91 98765 00001'. */
export function phoneText(phone: string): string {
  const m = /^\+91(\d{5})(\d{5})$/.exec(phone);
  return m ? `+91 ${m[1]} ${m[2]}` : phone;
}

const GENDERS = ['male', 'female', 'other'] as const;

/** One term and its value: a dl's direct child, as a definition list requires. */
function Fact({
  label,
  wide = false,
  children,
}: {
  label: string;
  wide?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div
      className={cn(
        'rounded-xl bg-slate-50 px-3 py-2.5 ring-1 ring-slate-200',
        wide && 'col-span-2',
      )}
    >
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="mt-0.5 text-sm font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** Who the patient is: name, member since, phone, email, age, gender, visits. */
export function ProfileCard({ patient }: { patient: PatientDetails['patient'] }) {
  const { t } = useTranslation('patients');
  const displayDate = useDisplayDate();
  const ageLabel = useAgeLabel();
  const gender = GENDERS.find((g) => g === patient.gender);
  return (
    <section
      aria-label={t('details.profile.label')}
      className="rounded-2xl bg-white p-5 text-center shadow-sm ring-1 ring-slate-200"
    >
      <Avatar src={null} name={patient.name} className="mx-auto size-20 rounded-full text-2xl" />
      <h2 className="mt-3 text-lg font-semibold text-slate-900">{patient.name}</h2>
      <p className="text-sm text-slate-600">
        {t('details.profile.memberSince', { date: displayDate(patient.memberSince) })}
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-left">
        <Fact label={t('details.profile.mobile')} wide>
          {patient.mobile ? (
            <a
              href={`tel:${patient.mobile}`}
              className="inline-flex items-center gap-1 whitespace-nowrap hover:text-brand-800"
            >
              <Phone aria-hidden="true" className="size-3.5 shrink-0" />
              {phoneText(patient.mobile)}
            </a>
          ) : (
            '—'
          )}
        </Fact>
        {patient.email ? (
          <Fact label={t('details.profile.email')} wide>
            {patient.email}
          </Fact>
        ) : null}
        <Fact label={t('details.profile.age')}>{ageLabel(patient.age)}</Fact>
        <Fact label={t('details.profile.gender')}>
          {gender ? t(`details.profile.genders.${gender}`) : '—'}
        </Fact>
        <Fact label={t('details.profile.visits')}>{patient.visits}</Fact>
        <Fact label={t('details.profile.lastVisit')}>
          {patient.lastVisit ? displayDate(patient.lastVisit) : t('details.profile.noVisit')}
        </Fact>
      </dl>
    </section>
  );
}
