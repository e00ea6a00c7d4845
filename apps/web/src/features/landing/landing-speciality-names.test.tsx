// The landing page's popular searches and health-concern tiles name their
// specialities in Hindi on a Hindi page and still search the English name.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import LandingRoute from '@/app/routes/public/landing';
import type { Language } from '@/lib/i18n';
import { jsonResponse, mockFetch, renderRoutes } from '@/testing/test-utils';

function renderLanding(language: Language) {
  mockFetch(() => jsonResponse({ specializations: [] }));
  return renderRoutes([{ path: '/', element: <LandingRoute /> }], { entries: ['/'], language });
}

describe('the landing page’s specialities', () => {
  it('are named in Hindi on a Hindi page, and search the English name', () => {
    renderLanding('hi');
    expect(screen.getByRole('link', { name: 'सामान्य चिकित्सक' })).toHaveAttribute(
      'href',
      '/search-results?treatment=General+Physician',
    );
    expect(screen.getByRole('link', { name: 'दंत चिकित्सक' })).toHaveAttribute(
      'href',
      '/search-results?treatment=Dentist',
    );
    expect(screen.getByRole('link', { name: /स्त्री रोग एवं प्रसूति विशेषज्ञ/ })).toHaveAttribute(
      'href',
      '/search-results?treatment=Gynecologist%2FObstetrician',
    );
    expect(screen.getByRole('link', { name: /मनोचिकित्सक/ })).toHaveAttribute(
      'href',
      '/search-results?treatment=Psychiatrist',
    );
    const text = document.body.textContent ?? '';
    for (const english of ['General Physician', 'Dermatologist', 'Pediatrician', 'Psychiatrist'])
      expect(text).not.toContain(english);
  });

  it('are the English names on an English page', () => {
    renderLanding('en');
    expect(screen.getByRole('link', { name: 'General Physician' })).toHaveAttribute(
      'href',
      '/search-results?treatment=General+Physician',
    );
    expect(screen.getByText('Gynecologist / Obstetrician')).toBeInTheDocument();
  });
});
