// The public info pages in Hindi: Hindi text, no raw key, and plurals and
// dates from the library and Intl (issue 14).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PublicLayout } from '@/app/layouts/public-layout';
import { NotFoundRoute } from '@/app/routes/not-found';
import { RAW_KEY } from '@/testing/i18n';
import { jsonResponse, mockFetch, renderRoutes } from '@/testing/test-utils';
import DoctorsRoute from './doctors';
import NewsRoute from './news';
import WhyChooseUsRoute from './why-choose-us';

function renderInHindi(path: string, element: React.ReactElement) {
  return renderRoutes([{ path: '*', element: <PublicLayout>{element}</PublicLayout> }], {
    entries: [path],
    language: 'hi',
  });
}

const noRawKey = () => expect(document.body.textContent).not.toMatch(RAW_KEY);

describe('public pages in Hindi', () => {
  it('/doctors, with the count of specialities as a Hindi plural', async () => {
    mockFetch(() =>
      jsonResponse({
        specializations: [
          { id: 1, name: 'Audiologist', slug: 'audiologist' },
          { id: 2, name: 'Urologist', slug: 'urologist' },
        ],
      }),
    );
    renderInHindi('/doctors', <DoctorsRoute />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'विशेषज्ञता या शहर के अनुसार सही डॉक्टर खोजें' }),
    ).toBeInTheDocument();
    const all = await screen.findByRole('region', { name: 'सभी विशेषज्ञताएँ' });
    expect(
      await within(all).findByText('2 विशेषज्ञताएँ, एक्यूपंक्चर से वैस्कुलर सर्जरी तक।'),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'प्रमुख शहर' })).toBeInTheDocument();
    expect(screen.getByText('दाँत का दर्द, सफ़ाई, फ़िलिंग और ब्रेसेज़')).toBeInTheDocument();
    expect(document.title).toBe('विशेषज्ञता और शहर के अनुसार डॉक्टर | Digital Clinic');
    noRawKey();
  });

  it('/why-choose-us', () => {
    renderInHindi('/why-choose-us', <WhyChooseUsRoute />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'भरोसे से शुरू होने वाली देखभाल' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'एम्बुलेंस सेवाएँ' })).toBeInTheDocument();
    expect(screen.getByText('अक्सर पूछे जाने वाले सवाल')).toBeInTheDocument();
    expect(screen.getByText(/फ़ीस का 30% होती है/)).toBeInTheDocument();
    noRawKey();
  });

  it('/news, with its dates in Hindi', () => {
    renderInHindi('/news', <NewsRoute />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'स्वास्थ्य समाचार और गाइड' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('12 नवंबर 2026').length).toBeGreaterThan(0);
    expect(screen.getAllByText('4 मिनट में पढ़ें').length).toBeGreaterThan(0);
    noRawKey();
  });

  it('the not-found page', () => {
    renderInHindi('/nothing', <NotFoundRoute />);
    expect(screen.getByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'होम पेज' })).toHaveAttribute('href', '/');
    noRawKey();
  });
});
