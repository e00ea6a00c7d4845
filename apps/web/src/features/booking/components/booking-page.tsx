import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { env } from '@/config/env';
import { SEARCH_RESULTS_PATH } from '@/lib/search-link';

interface BookingPageProps {
  /** The document title. */
  title: string;
  children: ReactNode;
  /** Shows 'Go back to my results' above the content. */
  showResultsLink?: boolean;
  /** The results to go back to; /search-results without one. */
  resultsHref?: string | undefined;
  backLink?: ReactNode;
}

/** The frame of the patient booking screens: a soft band, a back link, the content. */
export function BookingPage({
  title,
  children,
  showResultsLink = false,
  resultsHref,
  backLink,
}: BookingPageProps) {
  return (
    <div className="bg-gradient-to-b from-brand-50/70 to-white">
      <title>{`${title} | ${env.appName}`}</title>
      <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
        {backLink ?? (showResultsLink ? <ResultsLink href={resultsHref} /> : null)}
        {children}
      </div>
    </div>
  );
}

export function ResultsLink({ href }: { href?: string | undefined }) {
  const { t } = useTranslation('booking');
  return (
    <Link
      to={href ?? SEARCH_RESULTS_PATH}
      className="mb-5 inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-brand-800 hover:text-brand-900 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('page.backToResults')}
    </Link>
  );
}
