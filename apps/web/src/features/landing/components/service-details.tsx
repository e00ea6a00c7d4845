import { Ambulance, Check, HeartPulse, Stethoscope } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  ADVANCE_PERCENT,
  ARRIVE_MINUTES_EARLY,
  REMINDER_HOURS_BEFORE,
} from '@clinic/shared/constants';
import { LANDING } from '@clinic/shared/messages';
import { buttonStyles } from '@/components/ui/button-styles';
import { env } from '@/config/env';
import { cn } from '@/lib/cn';
import { SERVICE_ANCHORS } from './services-section';

const [AMBULANCE, PATIENT_PORTAL, DOCTOR_PORTAL] = LANDING.services;

interface ServiceDetail {
  anchor: string;
  title: string;
  icon: LucideIcon;
  tone: string;
  lead: string;
  points: readonly string[];
  action: ReactNode;
}

const phoneHref = `tel:${env.contact.phone.replace(/\s/g, '')}`;

const DETAILS: readonly ServiceDetail[] = [
  {
    anchor: SERVICE_ANCHORS.ambulance,
    title: AMBULANCE,
    icon: Ambulance,
    tone: 'bg-rose-50 text-rose-700',
    lead: 'One call to our helpline arranges the nearest available ambulance: for an urgent trip to hospital, a transfer between hospitals or a ride home after discharge.',
    points: [
      'Basic and advanced life-support ambulances with trained crews.',
      'Planned transfers and discharges booked ahead at a time that suits the hospital.',
      'In a life-threatening emergency, call 108 or 112 first: they reach you fastest.',
    ],
    action: (
      <a href={phoneHref} className={buttonStyles({ variant: 'secondary' })}>
        Call {env.contact.phone}
      </a>
    ),
  },
  {
    anchor: SERVICE_ANCHORS.patients,
    title: PATIENT_PORTAL,
    icon: HeartPulse,
    tone: 'bg-sky-50 text-sky-700',
    lead: 'Everything a patient needs to go from “I should see a doctor” to a confirmed appointment, without a single phone call.',
    points: [
      'Search verified doctors by city and speciality; compare experience, fees and patient stories.',
      'See real free slots for the next seven days, at the clinic or by video.',
      `Confirm with a one-time code to your mobile; pay a ${ADVANCE_PERCENT}% advance online or the full fee at the clinic.`,
      `A reminder ${REMINDER_HOURS_BEFORE} hours before, and a note to arrive ${ARRIVE_MINUTES_EARLY} minutes early.`,
    ],
    action: (
      <Link to="/doctors" className={buttonStyles()}>
        Find a doctor
      </Link>
    ),
  },
  {
    anchor: SERVICE_ANCHORS.doctors,
    title: DOCTOR_PORTAL,
    icon: Stethoscope,
    tone: 'bg-brand-50 text-brand-700',
    lead: 'A practice management portal that fills your calendar and keeps the paperwork out of your way. Registration is free.',
    points: [
      'A dashboard of today’s patients, pending requests and earnings.',
      'Accept or reject requests; your clinic timings decide which slots patients see.',
      'Patient records, prescriptions, notes and invoices in one place.',
      'Ratings and replies, help tickets and a verified badge on your profile.',
    ],
    action: (
      <Link to="/sign-up" className={buttonStyles()}>
        Register for free
      </Link>
    ),
  },
];

/** One section per service, anchored so each 'Read More' on the home page lands on it. */
export function ServiceDetails() {
  return (
    <div className="space-y-6">
      {DETAILS.map(({ anchor, title, icon: Icon, tone, lead, points, action }) => (
        <section
          key={anchor}
          id={anchor}
          aria-labelledby={`${anchor}-heading`}
          className="scroll-mt-24 grid gap-6 rounded-3xl border border-slate-200 bg-white p-6 sm:p-8 lg:grid-cols-5 lg:gap-10"
        >
          <div className="lg:col-span-2">
            <span className={cn('flex size-12 items-center justify-center rounded-xl', tone)}>
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h2
              id={`${anchor}-heading`}
              className="mt-4 text-2xl font-bold tracking-tight text-slate-900"
            >
              {title}
            </h2>
            <p className="mt-3 text-base leading-7 text-slate-600">{lead}</p>
            <div className="mt-6">{action}</div>
          </div>
          <ul className="space-y-3 self-center lg:col-span-3">
            {points.map((point) => (
              <li
                key={point}
                className="flex gap-3 rounded-xl bg-slate-50 p-4 text-sm text-slate-700"
              >
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                {point}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
