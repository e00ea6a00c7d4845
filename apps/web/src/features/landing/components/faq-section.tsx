import { ChevronDown } from 'lucide-react';
import {
  ADVANCE_PERCENT,
  CANCEL_CUTOFF_HOURS,
  REMINDER_HOURS_BEFORE,
} from '@clinic/shared/constants';

const QUESTIONS = [
  {
    question: 'Do patients pay anything to use Digital Clinic?',
    answer:
      'No. Searching and booking are free. You pay only the doctor’s consultation fee, shown before you book: either an advance online or the full fee at the clinic.',
  },
  {
    question: 'How is the advance worked out?',
    answer: `The advance is ${ADVANCE_PERCENT}% of the fee for the kind of visit you chose, rounded to the nearest rupee. The rest is paid at the clinic.`,
  },
  {
    question: 'How do you verify doctors?',
    answer:
      'Doctors upload their medical registration, degree, a government ID and a clinic document. Our team checks each one, and the doctor appears in search only when all are verified.',
  },
  {
    question: 'Can I cancel or change an appointment?',
    answer: `Yes, up to ${CANCEL_CUTOFF_HOURS} hours before it starts. You will also get a reminder ${REMINDER_HOURS_BEFORE} hours ahead, which is a good moment to check your plans.`,
  },
  {
    question: 'What do I need for a video consultation?',
    answer:
      'A phone or computer with a camera and a steady internet connection. Keep your reports and medicines nearby, and join from a quiet, well-lit place.',
  },
] as const;

/** Common questions, each a native disclosure: keyboard and screen-reader friendly. */
export function FaqSection() {
  return (
    <section aria-labelledby="faq-heading">
      <h2 id="faq-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        Questions we are often asked
      </h2>
      <div className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {QUESTIONS.map(({ question, answer }) => (
          <details key={question} className="group px-5 py-4 sm:px-6">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
              {question}
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="mt-3 text-sm leading-6 text-slate-600">{answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
