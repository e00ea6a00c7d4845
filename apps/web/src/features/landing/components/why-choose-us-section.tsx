import { BadgeCheck, CalendarClock, IndianRupee, ShieldCheck } from 'lucide-react';
import { MARKETING_USERS_CLAIM } from '@clinic/shared/constants';

const REASONS = [
  {
    icon: BadgeCheck,
    title: 'Only verified doctors',
    text: 'Every doctor’s registration, degree and ID are checked before patients can book them.',
  },
  {
    icon: CalendarClock,
    title: 'Real availability',
    text: 'The slots you see come from the clinic’s own calendar, so a booked time is yours.',
  },
  {
    icon: IndianRupee,
    title: 'Fees up front',
    text: 'Clinic and video fees are shown before you book; pay a small advance or at the clinic.',
  },
  {
    icon: ShieldCheck,
    title: 'Private by design',
    text: 'Your mobile number is confirmed by OTP and your records are shared only with your doctor.',
  },
] as const;

export function WhyChooseUsSection() {
  return (
    <section
      id="why-choose-us"
      aria-labelledby="why-choose-us-heading"
      className="scroll-mt-16 bg-slate-50 py-14 sm:py-20"
    >
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-3 lg:px-8">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            Why Choose Us?
          </p>
          <h2
            id="why-choose-us-heading"
            className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
          >
            Healthcare that fits around your day
          </h2>
          <div className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <p className="text-5xl font-extrabold tracking-tight text-brand-700">
              {MARKETING_USERS_CLAIM}
            </p>
            <p className="mt-2 text-sm leading-6 text-slate-600">
              users rely on us to find doctors and book visits, and more join every day.
            </p>
          </div>
        </div>
        <ul className="grid gap-6 sm:grid-cols-2 lg:col-span-2">
          {REASONS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <span className="flex size-11 items-center justify-center rounded-xl bg-brand-700 text-white">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
              <p className="mt-1.5 text-sm leading-6 text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
