import { CareFeaturesSection } from '@/features/landing/components/care-features-section';
import { HealthConcernsSection } from '@/features/landing/components/health-concerns-section';
import { HeroSection } from '@/features/landing/components/hero-section';
import { PracticeHubSection } from '@/features/landing/components/practice-hub-section';
import { ServicesSection } from '@/features/landing/components/services-section';
import { WhyChooseUsSection } from '@/features/landing/components/why-choose-us-section';
import { useTranslation } from 'react-i18next';
import { Island } from '@/app/islands/island';
import { Fold } from '@/app/ssr/fold';
import { env } from '@/config/env';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useScrollToHash } from '@/hooks/use-scroll-to-hash';

// Loaded with the app, not lazily: the landing page is the first screen most visitors see.
export default function LandingRoute() {
  // Footer links such as '/#services' arrive by client-side navigation.
  useScrollToHash();
  const { t } = useTranslation('landing');
  usePageMeta({
    title: t('meta.title', { appName: env.appName }),
    description: t('meta.description'),
    canonical: '/',
  });

  return (
    <>
      <HeroSection
        searchForm={
          <Island name="search-form" props={{ require: 'both', label: t('meta.searchLabel') }} />
        }
      />
      {/* The first screen ends here (app/ssr/fold.tsx). */}
      <Fold />
      {/* Below the first screen: drawn as it comes near (styles/index.css), each taking
          its measured height at phone, tablet and laptop widths until then, so the
          scrollbar does not grow as the visitor scrolls. */}
      <div className="render-when-near [--near-height:59rem] md:[--near-height:44rem] lg:[--near-height:35rem]">
        <HealthConcernsSection />
      </div>
      <div className="render-when-near [--near-height:68rem] md:[--near-height:37rem] lg:[--near-height:33rem]">
        <ServicesSection />
      </div>
      <div className="render-when-near [--near-height:64rem] md:[--near-height:60rem] lg:[--near-height:38rem]">
        <CareFeaturesSection />
      </div>
      <div className="render-when-near [--near-height:80rem] md:[--near-height:53rem] lg:[--near-height:36rem]">
        <WhyChooseUsSection />
      </div>
      <div className="render-when-near [--near-height:66rem] md:[--near-height:46rem] lg:[--near-height:39rem]">
        <PracticeHubSection />
      </div>
    </>
  );
}
