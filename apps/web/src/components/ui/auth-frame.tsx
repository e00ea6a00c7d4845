import { BadgeCheck, CalendarCheck, ShieldCheck, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '@/config/env';

const BENEFIT_ICONS = [ShieldCheck, CalendarCheck, Sparkles] as const;
const BENEFITS = ['verified', 'control', 'simplicity'] as const;

interface AuthFrameProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Shown under the form, outside the card's main area (e.g. "New here? Register"). */
  footer?: ReactNode;
}

/**
 * The frame of the doctor account screens: a brand panel beside the form on wide
 * screens, the form alone on phones. Sets the document title and the page's h1.
 */
export function AuthFrame({ title, description, children, footer }: AuthFrameProps) {
  const { t } = useTranslation(['auth', 'landing']);
  const hub = t('landing:practiceHub.title');
  return (
    <div className="bg-gradient-to-b from-brand-50/70 to-white px-4 py-8 sm:px-6 sm:py-14 lg:px-8">
      <title>{`${title} | ${env.appName}`}</title>
      <div className="mx-auto grid w-full max-w-5xl overflow-hidden rounded-3xl bg-white shadow-xl ring-1 shadow-brand-900/5 ring-slate-200 lg:grid-cols-[0.9fr_1.1fr]">
        <aside
          aria-label={hub}
          className="relative hidden overflow-hidden bg-gradient-to-br from-brand-800 to-brand-950 p-10 text-white lg:flex lg:flex-col"
        >
          <div
            aria-hidden="true"
            className="absolute -top-24 -right-24 size-72 rounded-full bg-brand-600/30 blur-3xl"
          />
          <p className="inline-flex w-fit items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-50 ring-1 ring-white/20">
            <BadgeCheck aria-hidden="true" className="size-4" />
            {t('frame.forDoctors')}
          </p>
          <h2 className="mt-6 text-2xl font-bold tracking-tight">{hub}</h2>
          <p className="mt-3 text-sm leading-6 text-brand-50/90">{t('frame.pitch')}</p>
          <ul className="mt-10 space-y-6">
            {BENEFITS.map((key, index) => {
              const Icon = BENEFIT_ICONS[index] ?? ShieldCheck;
              const benefit = t(`landing:practiceHub.benefits.${key}.title`);
              return (
                <li key={benefit} className="flex gap-4">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-white/10 ring-1 ring-white/20">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <span>
                    <span className="block font-semibold">{benefit}</span>
                    <span className="mt-1 block text-sm leading-6 text-brand-50/85">
                      {t(`frame.benefits.${key}`)}
                    </span>
                  </span>
                </li>
              );
            })}
          </ul>
        </aside>
        <div className="p-6 sm:p-10">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
          {description ? (
            <p className="mt-2 text-sm leading-6 text-slate-600">{description}</p>
          ) : null}
          <div className="mt-8">{children}</div>
          {footer ? (
            <div className="mt-8 border-t border-slate-200 pt-6 text-center text-sm text-slate-600">
              {footer}
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}
