import { CareFeaturesSection } from '@/features/landing/components/care-features-section';
import { HealthConcernsSection } from '@/features/landing/components/health-concerns-section';
import { HeroSection } from '@/features/landing/components/hero-section';
import { PracticeHubSection } from '@/features/landing/components/practice-hub-section';
import { ServicesSection } from '@/features/landing/components/services-section';
import { WhyChooseUsSection } from '@/features/landing/components/why-choose-us-section';
import { DoctorSearchForm } from '@/features/search/components/doctor-search-form';
import { SITE_META, usePageMeta } from '@/hooks/use-page-meta';
import { useScrollToHash } from '@/hooks/use-scroll-to-hash';

// Loaded with the app, not lazily: the landing page is the first screen most visitors see.
export default function LandingRoute() {
  // Footer links such as '/#services' arrive by client-side navigation.
  useScrollToHash();
  usePageMeta({ ...SITE_META, canonical: '/' });

  return (
    <>
      <HeroSection searchForm={<DoctorSearchForm require="both" label="Find a doctor" />} />
      <HealthConcernsSection />
      <ServicesSection />
      <CareFeaturesSection />
      <WhyChooseUsSection />
      <PracticeHubSection />
    </>
  );
}
