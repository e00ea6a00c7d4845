import {
  Clock,
  Facebook,
  Instagram,
  Linkedin,
  Mail,
  MapPin,
  Phone,
  Twitter,
  Youtube,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Island } from '@/app/islands/island';
import { Logo } from '@/components/ui/logo';
import { env } from '@/config/env';
import { clock } from '@/lib/clock';

/** Each named by its key in the `common` catalogue's `footer.links`. */
const FOOTER_LINKS = [
  { to: '/', label: 'home' },
  { to: '/#why-choose-us', label: 'whyChooseUs' },
  { to: '/#services', label: 'services' },
  { to: '/my-appointments', label: 'myAppointments' },
] as const;

// The spec marks the social profiles as placeholders; they get real addresses at launch.
const SOCIAL_LINKS = [
  { label: 'Facebook', icon: Facebook },
  { label: 'Instagram', icon: Instagram },
  { label: 'X (Twitter)', icon: Twitter },
  { label: 'LinkedIn', icon: Linkedin },
  { label: 'YouTube', icon: Youtube },
] as const;

const headingClass = 'text-sm font-semibold tracking-wide text-white uppercase';

export function SiteFooter() {
  const { t } = useTranslation();
  const { contact, appName } = env;
  return (
    <footer id="contact" className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div>
          <Link to="/" className="inline-block rounded-md">
            <Logo tone="light" />
          </Link>
          <p className="mt-4 max-w-xs text-sm leading-6">{t('footer.tagline')}</p>
          <ul className="mt-6 flex flex-wrap gap-2" aria-label={t('footer.socialMedia')}>
            {SOCIAL_LINKS.map(({ label, icon: Icon }) => (
              <li key={label}>
                <a
                  href="#"
                  aria-label={label}
                  className="flex size-10 items-center justify-center rounded-full bg-slate-800 text-slate-200 transition-colors hover:bg-brand-700 hover:text-white"
                >
                  <Icon aria-hidden="true" className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-label={t('footer.footerNav')}>
          <h2 className={headingClass}>{t('footer.quickLinks')}</h2>
          <ul className="mt-4 space-y-3 text-sm">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-white hover:underline">
                  {t(`footer.links.${link.label}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className={headingClass}>{t('footer.workingHours')}</h2>
          <p className="mt-4 flex items-start gap-3 text-sm">
            <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-300" />
            {t('footer.workingHoursText')}
          </p>
          <h2 className={`${headingClass} mt-8`}>{t('language.label')}</h2>
          <Island name="language-switch" props={{ tone: 'dark', className: 'mt-4' }} />
        </div>

        <div>
          <h2 className={headingClass}>{t('footer.contactUs')}</h2>
          <address className="mt-4 space-y-3 text-sm not-italic">
            <p className="flex items-start gap-3">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-300" />
              <a href={`tel:${contact.phone.replace(/\s/g, '')}`} className="hover:text-white">
                {contact.phone}
              </a>
            </p>
            <p className="flex items-start gap-3">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-300" />
              <a href={`mailto:${contact.email}`} className="break-all hover:text-white">
                {contact.email}
              </a>
            </p>
            <p className="flex items-start gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-300" />
              {contact.address}
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-slate-400 sm:px-6 lg:px-8">
          {t('footer.rights', { year: clock.now().getFullYear(), appName })}
        </p>
      </div>
    </footer>
  );
}
