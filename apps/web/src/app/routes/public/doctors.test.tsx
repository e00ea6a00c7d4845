import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FALLBACK_ERRORS } from '@clinic/shared/messages';
import { jsonResponse, mockFetch, renderRoutes } from '@/testing/test-utils';
import DoctorsRoute from './doctors';

describe('/doctors', () => {
  it('links every speciality and the top cities to their searches', async () => {
    mockFetch(() =>
      jsonResponse({
        specializations: [
          { id: 1, name: 'Audiologist', slug: 'audiologist' },
          { id: 2, name: 'Urologist', slug: 'urologist' },
        ],
      }),
    );
    renderRoutes([{ path: '/doctors', element: <DoctorsRoute /> }], { entries: ['/doctors'] });

    const all = await screen.findByRole('region', { name: 'All specialities' });
    expect(await within(all).findByRole('link', { name: 'Urologist' })).toHaveAttribute(
      'href',
      '/search-results?treatment=Urologist',
    );
    const popular = screen.getByRole('region', { name: 'Popular specialities' });
    expect(within(popular).getByRole('link', { name: /Dermatologist/ })).toHaveAttribute(
      'href',
      '/search-results?treatment=Dermatologist',
    );
    const cities = screen.getByRole('region', { name: 'Top cities' });
    expect(within(cities).getByRole('link', { name: /Bengaluru/ })).toHaveAttribute(
      'href',
      '/search-results?location=Bengaluru%2C+Karnataka',
    );
  });

  it('says in Hindi that the specialities did not load, on a Hindi page', async () => {
    mockFetch(() => jsonResponse({}, 500));
    renderRoutes([{ path: '/doctors', element: <DoctorsRoute /> }], {
      entries: ['/doctors'],
      language: 'hi',
    });
    const all = await screen.findByRole('region', { name: 'सभी विशेषज्ञताएँ' });
    expect(await within(all).findByText(/त्रुटि: विशेषज्ञताएँ लोड नहीं हो सकीं/)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(FALLBACK_ERRORS.specialities);
  });
});
