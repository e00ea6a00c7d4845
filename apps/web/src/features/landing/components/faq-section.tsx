import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Each by its key in the `landing` catalogue's `faq`. */
const QUESTIONS = ['fees', 'advance', 'verification', 'cancel', 'video'] as const;

/** Common questions, each a native disclosure: keyboard and screen-reader friendly. */
export function FaqSection() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="faq-heading">
      <h2 id="faq-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        {t('faq.title')}
      </h2>
      <div className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {QUESTIONS.map((key) => (
          <details key={key} className="group px-5 py-4 sm:px-6">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
              {t(`faq.${key}.question`)}
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="mt-3 text-sm leading-6 text-slate-600">{t(`faq.${key}.answer`)}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
