import { Building2, ExternalLink, Info, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { env } from '@/config/env';
import type { DoctorResult } from '../api/search-doctors';

interface ContactPanelProps {
  id: string;
  doctor: DoctorResult;
}

/** A map search at the clinic's coordinates, or at its address when they are unknown. */
export function directionsHref(doctor: DoctorResult): string {
  const destination =
    doctor.latitude !== null && doctor.longitude !== null
      ? `${doctor.latitude},${doctor.longitude}`
      : `${doctor.clinicName}, ${doctor.clinicAddress}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

/** Where the clinic is and how to reach it: the clinic's own phone, or the booking desk when it gave none. */
export function ContactPanel({ id, doctor }: ContactPanelProps) {
  const clinicPhone = doctor.clinicPhone ?? null;
  const phone = clinicPhone ?? env.contact.phone;
  const { t } = useTranslation('search');
  return (
    <section
      id={id}
      aria-label={t('contact.label', { clinic: doctor.clinicName })}
      className="grid gap-5 border-t border-slate-200 bg-slate-50/70 px-4 py-5 sm:grid-cols-2 sm:px-6"
    >
      <div className="space-y-3 text-sm text-slate-700">
        <p className="flex gap-3">
          <Building2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
          <span className="font-semibold text-slate-900">{doctor.clinicName}</span>
        </p>
        <p className="flex gap-3">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
          <span>{doctor.clinicAddress}</span>
        </p>
        {doctor.additionalLocationInfo ? (
          <p className="flex gap-3">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
            <span>{doctor.additionalLocationInfo}</span>
          </p>
        ) : null}
        <a
          href={directionsHref(doctor)}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:text-brand-900"
        >
          {t('contact.directions')}
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">{t('contact.newTab')}</span>
        </a>
      </div>
      <div className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
        <p className="text-sm font-semibold text-slate-900">{t('contact.callTitle')}</p>
        <p className="mt-1 text-sm leading-6 text-slate-600">
          {clinicPhone
            ? t('contact.callClinic', { clinic: doctor.clinicName })
            : t('contact.callDesk')}
        </p>
        <a
          href={`tel:${phone.replace(/\s/g, '')}`}
          className="mt-3 inline-flex items-center gap-2 rounded-lg bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-100"
        >
          <Phone aria-hidden="true" className="size-4" />
          <span className="sr-only">
            {clinicPhone ? t('contact.clinicPhone') : t('contact.deskPhone')}
          </span>
          {phone}
        </a>
      </div>
    </section>
  );
}
