import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** The FAQ's entries (HELP_FAQ of tickets.ts, in order), by their keys in the `help` catalogue. */
const FAQ = [
  {
    question: 'faq.verification.question',
    answer: ['faq.verification.p1', 'faq.verification.p2', 'faq.verification.p3'],
  },
  {
    question: 'faq.payouts.question',
    answer: ['faq.payouts.p1', 'faq.payouts.p2', 'faq.payouts.p3'],
  },
  { question: 'faq.refunds.question', answer: ['faq.refunds.p1', 'faq.refunds.p2'] },
  {
    question: 'faq.video.question',
    answer: ['faq.video.p1', 'faq.video.p2', 'faq.video.p3'],
  },
  { question: 'faq.schedule.question', answer: ['faq.schedule.p1', 'faq.schedule.p2'] },
] as const;

/** Frequently asked questions: one answer open at a time, each question a button with aria-expanded. */
export function FaqAccordion() {
  const id = useId();
  const { t } = useTranslation('help');
  const [open, setOpen] = useState<number | null>(null);
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <h2
        id={`${id}-heading`}
        className="border-b border-slate-200 p-4 text-lg font-semibold text-slate-900"
      >
        {t('faq.heading')}
      </h2>
      <ul className="divide-y divide-slate-200">
        {FAQ.map((item, i) => {
          const expanded = open === i;
          return (
            <li key={item.question}>
              <h3>
                <button
                  type="button"
                  id={`${id}-q${i}`}
                  aria-expanded={expanded}
                  aria-controls={`${id}-a${i}`}
                  onClick={() => setOpen(expanded ? null : i)}
                  className="flex w-full items-center justify-between gap-4 px-4 py-4 text-left text-sm font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-700"
                >
                  {t(item.question)}
                  <ChevronDown
                    aria-hidden="true"
                    className={cn(
                      'size-5 shrink-0 text-slate-500 transition-transform',
                      expanded && 'rotate-180',
                    )}
                  />
                </button>
              </h3>
              <div
                id={`${id}-a${i}`}
                role="region"
                aria-labelledby={`${id}-q${i}`}
                hidden={!expanded}
                className="space-y-2 px-4 pb-4 text-sm leading-6 text-slate-700"
              >
                {item.answer.map((paragraph) => (
                  <p key={paragraph}>{t(paragraph)}</p>
                ))}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
