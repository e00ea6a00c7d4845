import { Award, MapPin, Navigation, Video } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { buttonStyles } from '@/components/ui/button-styles';
import { useSpecialityName } from '@/hooks/use-speciality-name';
import type { BookingDoctor, BookingMode } from '@/lib/booking-link';
import { directionsHref, fullAddress } from '../utils/booking-state';
import { DEFAULT_CLINIC_NAME } from './booking-summary';

interface DoctorClinicCardProps {
  doctor: BookingDoctor;
  mode: BookingMode;
}

/** Who the patient sees and where: photo, name, degrees, speciality, and the clinic with Get Directions. */
export function DoctorClinicCard({ doctor, mode }: DoctorClinicCardProps) {
  const address = fullAddress(doctor);
  const { t } = useTranslation('booking');
  const speciality = useSpecialityName();
  return (
    <section
      aria-labelledby="doctor-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex gap-4">
        <Avatar src={doctor.photo} name={doctor.name} className="size-20 text-2xl" />
        <div className="min-w-0">
          <h2 id="doctor-heading" className="text-lg font-semibold text-slate-900">
            {doctor.name}
          </h2>
          {doctor.degrees ? <p className="text-sm text-slate-700">{doctor.degrees}</p> : null}
          {doctor.speciality ? (
            <p className="mt-0.5 text-sm font-medium text-brand-800">
              {speciality(doctor.speciality)}
            </p>
          ) : null}
          {doctor.experience > 0 ? (
            <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
              <Award aria-hidden="true" className="size-4" />
              {t('details.yearsOfExperience', { years: doctor.experience })}
            </p>
          ) : null}
        </div>
      </div>

      <div className="mt-5 border-t border-slate-100 pt-5">
        <h3 className="text-sm font-semibold text-slate-900">
          {doctor.clinicName || DEFAULT_CLINIC_NAME}
        </h3>
        {address ? (
          <p className="mt-1 flex items-start gap-2 text-sm leading-6 text-slate-600">
            <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-slate-500" />
            <span>{address}</span>
          </p>
        ) : null}
        {mode === 'virtual' ? (
          <p className="mt-3 flex items-start gap-2 rounded-xl bg-brand-50 px-3 py-2.5 text-sm text-brand-900">
            <Video aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t('confirmation.videoLinkNote')}
          </p>
        ) : null}
        <a
          href={directionsHref(doctor)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonStyles({ variant: 'secondary', size: 'sm', className: 'mt-4' })}
        >
          <Navigation aria-hidden="true" className="size-4" />
          {t('texts.getDirections')}
          <span className="sr-only">{t('confirmation.opensMap')}</span>
        </a>
      </div>
    </section>
  );
}
