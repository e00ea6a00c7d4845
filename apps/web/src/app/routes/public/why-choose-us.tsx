import { BadgeCheck, CalendarClock, IndianRupee, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { MARKETING_USERS_CLAIM } from '@clinic/shared/constants';
import { buttonStyles } from '@/components/ui/button-styles';
import { env } from '@/config/env';
import { FaqSection } from '@/features/landing/components/faq-section';
import { ServiceDetails } from '@/features/landing/components/service-details';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useScrollToHash } from '@/hooks/use-scroll-to-hash';

const PROMISES = [
  {
    icon: BadgeCheck,
    title: 'Verified doctors only',
    text: 'Registration, degree, ID and clinic are checked by our team before a doctor can be booked.',
  },
  {
    icon: CalendarClock,
    title: 'Appointments that hold',
    text: 'Slots come from the clinic’s own timings and bookings. Two patients can never get the same time.',
  },
  {
    icon: IndianRupee,
    title: 'Clear fees',
    text: 'Clinic and video fees are on every result. Pay a small advance online or the whole fee at the clinic.',
  },
  {
    icon: ShieldCheck,
    title: 'Your data stays yours',
    text: 'A one-time code confirms your number; your details go only to the doctor you book.',
  },
] as const;

/** /why-choose-us: what we promise, each service in detail, and common questions. */
export default function WhyChooseUsRoute() {
  // 'Read More' on the home page links to a service's section here.
  useScrollToHash();
  usePageMeta({
    title: `Why Choose Us? | ${env.appName}`,
    description: `Verified doctors, appointments that hold and clear fees: why patients and doctors choose ${env.appName}, its services in detail and answers to common questions.`,
    canonical: '/why-choose-us',
  });

  return (
    <>
      <section
        aria-labelledby="why-heading"
        className="border-b border-slate-200 bg-gradient-to-br from-brand-50 via-white to-sky-50"
      >
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-5 lg:px-8">
          <div className="lg:col-span-3">
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
              Why Choose Us?
            </p>
            <h1
              id="why-heading"
              className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl"
            >
              Care that starts with trust
            </h1>
            <p className="mt-4 max-w-2xl text-lg leading-8 text-slate-600">
              We built {env.appName} so that finding a good doctor is as simple as booking a train
              ticket, and so that doctors can spend their time on patients rather than on phones and
              paperwork.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Link to="/doctors" className={buttonStyles({ size: 'lg' })}>
                Find a doctor
              </Link>
              <Link to="/sign-up" className={buttonStyles({ variant: 'secondary', size: 'lg' })}>
                Register your practice
              </Link>
            </div>
          </div>
          <dl className="grid grid-cols-2 gap-4 self-center lg:col-span-2">
            <div className="col-span-2 rounded-2xl bg-brand-800 p-6 text-white">
              <dt className="text-sm text-brand-100">People who use {env.appName}</dt>
              <dd className="mt-1 text-5xl font-extrabold tracking-tight">
                {MARKETING_USERS_CLAIM}
              </dd>
            </div>
            <div className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
              <dt className="text-sm text-slate-600">Days of open slots</dt>
              <dd className="mt-1 text-3xl font-bold text-slate-900">7</dd>
            </div>
            <div className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
              <dt className="text-sm text-slate-600">To book a visit</dt>
              <dd className="mt-1 text-3xl font-bold text-slate-900">1 min</dd>
            </div>
          </dl>
        </div>
      </section>

      <div className="bg-slate-50">
        <div className="mx-auto max-w-7xl space-y-14 px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <section aria-labelledby="promises-heading">
            <h2 id="promises-heading" className="text-2xl font-bold tracking-tight text-slate-900">
              Our promise to patients
            </h2>
            <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
              {PROMISES.map(({ icon: Icon, title, text }) => (
                <li key={title} className="rounded-2xl bg-white p-6 ring-1 ring-slate-200">
                  <span className="flex size-11 items-center justify-center rounded-xl bg-brand-700 text-white">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
                  <p className="mt-1.5 text-sm leading-6 text-slate-600">{text}</p>
                </li>
              ))}
            </ul>
          </section>

          <ServiceDetails />
          <FaqSection />
        </div>
      </div>
    </>
  );
}
