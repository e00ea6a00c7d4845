import {
  BadgeCheck,
  CalendarDays,
  MapPin,
  MessageSquareText,
  Phone,
  Star,
  Video,
} from 'lucide-react';
import { useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonStyles } from '@/components/ui/button-styles';
import { initialsOf } from '@/components/ui/initials';
import type { BookingDoctor, BookingMode, BookingNavigationState } from '@/lib/booking-link';
import { cn } from '@/lib/cn';
import type { DoctorResult } from '../api/search-doctors';
import { bookingDoctorFor, bookingStateFor } from '../utils/booking-state';
import { env } from '@/config/env';
import { useFormat } from '@/lib/i18n/format';
import { useSpecialityName } from '@/hooks/use-speciality-name';
import { useDayLabel } from '../hooks/use-day-label';
import { ContactPanel } from './contact-panel';
import { NeedsJavaScript } from './needs-javascript';
import { SlotPanel } from './slot-panel';
import { StoriesPanel } from './stories-panel';

type Panel = 'slots' | 'contact' | 'stories' | null;

interface DoctorCardProps {
  doctor: DoctorResult;
  /** What was searched: picks the speciality the booking screens show. */
  treatment: string;
  /** The mode filter of the search: the slot panel starts on it. */
  mode: BookingMode;
  onChooseSlot: (state: BookingNavigationState) => void;
  /** Opens the six-step booking dialog for this doctor, when the page offers it. */
  onQuickBook?: ((doctor: BookingDoctor, mode: BookingMode) => void) | undefined;
}

function DoctorPhoto({ doctor }: { doctor: DoctorResult }) {
  if (doctor.photoUrl) {
    return (
      <img
        src={doctor.photoUrl}
        alt=""
        width={96}
        height={96}
        loading="lazy"
        className="size-20 shrink-0 rounded-2xl bg-slate-100 object-cover ring-1 ring-slate-200 sm:size-24"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="flex size-20 shrink-0 items-center justify-center rounded-2xl bg-brand-100 text-2xl font-bold text-brand-800 sm:size-24"
    >
      {initialsOf(doctor.name)}
    </span>
  );
}

/**
 * One result: who the doctor is, where, for how much and when they are next free.
 * 'Book Clinic Visit' and 'Contact Clinic' each open a panel; only one is open at a time.
 */
export function DoctorCard({
  doctor,
  treatment,
  mode,
  onChooseSlot,
  onQuickBook,
}: DoctorCardProps) {
  const id = useId();
  const [panel, setPanel] = useState<Panel>(null);
  const toggle = (next: Exclude<Panel, null>) => setPanel((open) => (open === next ? null : next));
  const slotsId = `${id}-slots`;
  const contactId = `${id}-contact`;
  const storiesId = `${id}-stories`;
  const place = [doctor.locality, doctor.clinicCity].filter(Boolean).join(', ');
  const isNew = doctor.patientStories === 0 && doctor.rating === 0;
  const { t } = useTranslation('search');
  const speciality = useSpecialityName();
  const format = useFormat();
  const dayLabel = useDayLabel();
  const strong = <span className="font-semibold text-slate-900" />;

  return (
    <article
      aria-labelledby={`${id}-name`}
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex flex-col gap-5 p-4 sm:p-6 md:flex-row md:justify-between">
        <div className="flex min-w-0 gap-4">
          <DoctorPhoto doctor={doctor} />
          <div className="min-w-0">
            <h2 id={`${id}-name`} className="text-lg font-bold text-slate-900 sm:text-xl">
              <Link
                to={`/doctors/${encodeURIComponent(doctor.userId)}`}
                className="rounded underline-offset-2 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                {doctor.name}
              </Link>
            </h2>
            <p className="mt-0.5 text-sm font-medium text-brand-800">
              {doctor.specializations.map(speciality).join(', ')}
            </p>
            <p className="mt-0.5 text-sm text-slate-600">{doctor.degrees}</p>
            <p className="mt-1.5 text-sm text-slate-700">
              <Trans
                t={t}
                i18nKey="card.experience"
                count={doctor.experience}
                components={{ b: strong }}
              />
            </p>
            <p className="mt-1.5 flex items-start gap-1.5 text-sm text-slate-700">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
              <span>
                <span className="font-semibold text-slate-900">{place}</span>
                <span className="text-slate-600"> · {doctor.clinicName}</span>
              </span>
            </p>
            <p className="mt-1.5 text-sm text-slate-700">
              <Trans
                t={t}
                i18nKey="card.clinicFee"
                values={{ fee: format.rupees(doctor.offlineFee) }}
                components={{ b: strong }}
              />
              {doctor.offersVirtual ? (
                <span className="text-slate-600">
                  {' '}
                  · <Video aria-hidden="true" className="inline size-4 align-[-3px]" />{' '}
                  {t('card.videoFee', { fee: format.rupees(doctor.onlineFee) })}
                </span>
              ) : null}
            </p>
            <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
              {isNew ? (
                <span className="rounded-full bg-sky-50 px-2.5 py-1 font-semibold text-sky-800">
                  {t('card.isNew', { appName: env.appName })}
                </span>
              ) : (
                <>
                  <span className="inline-flex items-center gap-1 rounded-full bg-green-700 px-2.5 py-1 font-semibold text-white">
                    <Star aria-hidden="true" className="size-3.5 fill-current" />
                    {doctor.rating.toFixed(1)}
                    <span className="sr-only">{t('card.outOf5')}</span>
                  </span>
                  <button
                    type="button"
                    aria-expanded={panel === 'stories'}
                    aria-controls={panel === 'stories' ? storiesId : undefined}
                    onClick={() => toggle('stories')}
                    className="inline-flex items-center gap-1 rounded font-medium text-slate-700 underline-offset-2 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                  >
                    <MessageSquareText aria-hidden="true" className="size-4 text-slate-500" />
                    {t('card.stories', { count: doctor.patientStories })}
                  </button>
                </>
              )}
              <span className="inline-flex items-center gap-1 font-medium text-brand-800">
                <BadgeCheck aria-hidden="true" className="size-4" />
                {t('card.verified')}
              </span>
            </div>
          </div>
        </div>

        <div className="flex shrink-0 flex-col gap-3 md:w-60 md:items-stretch md:justify-end">
          <p className="flex items-center gap-2 text-sm text-slate-700 md:justify-center">
            <CalendarDays aria-hidden="true" className="size-4 text-green-700" />
            {doctor.nextAvailable ? (
              <span>
                {t('card.nextAvailable')}{' '}
                <span className="font-semibold text-green-800">
                  {dayLabel(doctor.nextAvailable)},{' '}
                  {format.instantTime(doctor.nextAvailable.start, doctor.timeZone)}
                </span>
              </span>
            ) : (
              <span className="text-slate-600">{t('card.noSlot')}</span>
            )}
          </p>
          <button
            type="button"
            aria-expanded={panel === 'slots'}
            aria-controls={panel === 'slots' ? slotsId : undefined}
            onClick={() => toggle('slots')}
            className={buttonStyles({ className: 'w-full' })}
          >
            <CalendarDays aria-hidden="true" className="size-4" />
            {t('card.bookVisit')}
          </button>
          <NeedsJavaScript />
          <button
            type="button"
            aria-expanded={panel === 'contact'}
            aria-controls={panel === 'contact' ? contactId : undefined}
            onClick={() => toggle('contact')}
            className={buttonStyles({ variant: 'secondary', className: cn('w-full') })}
          >
            <Phone aria-hidden="true" className="size-4" />
            {t('card.contact')}
          </button>
          {onQuickBook ? (
            <button
              type="button"
              onClick={() => onQuickBook(bookingDoctorFor(doctor, treatment), mode)}
              className="text-sm font-medium text-teal-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
              aria-label={t('card.quickBookWith', { name: doctor.name })}
            >
              {t('card.quickBook')}
            </button>
          ) : null}
        </div>
      </div>

      {panel === 'slots' ? (
        <SlotPanel
          id={slotsId}
          doctorId={doctor.userId}
          doctorName={doctor.name}
          offersVirtual={doctor.offersVirtual}
          offlineFee={doctor.offlineFee}
          onlineFee={doctor.onlineFee}
          initialMode={mode}
          onChoose={(day, slot, chosenMode) =>
            onChooseSlot(bookingStateFor(doctor, day, slot, chosenMode, treatment))
          }
        />
      ) : null}
      {panel === 'contact' ? <ContactPanel id={contactId} doctor={doctor} /> : null}
      {panel === 'stories' ? (
        <StoriesPanel id={storiesId} doctorId={doctor.userId} doctorName={doctor.name} />
      ) : null}
    </article>
  );
}
