// The search results in both languages: counts and experience through the
// library's plurals, rupees through Intl, and no raw key in Hindi (issue 14).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Language } from '@/lib/i18n';
import { RAW_KEY } from '@/testing/i18n';
import { jsonResponse, mockFetch, renderRoutes } from '@/testing/test-utils';
import type { DoctorResult } from '../api/search-doctors';
import { makeDoctor, searchPage } from '../testing/search-fixtures';
import { SearchResultsScreen } from './search-results-screen';

function renderResults(doctors: DoctorResult[], language: Language) {
  mockFetch((request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/userside/patients/search-doctors') {
      return jsonResponse(searchPage(doctors));
    }
    return jsonResponse({ specializations: [] });
  });
  return renderRoutes([{ path: '/search-results', element: <SearchResultsScreen /> }], {
    entries: ['/search-results?location=Pune&treatment=Dentist'],
    language,
  });
}

describe('search results in English and Hindi', { timeout: 20_000 }, () => {
  it('says 0 doctors, 1 doctor and 2 doctors correctly in English', async () => {
    const none = renderResults([], 'en');
    expect(await screen.findByText(/^0 doctors available ·/)).toBeInTheDocument();
    none.unmount();
    const one = renderResults([makeDoctor({ experience: 1, patientStories: 1, rating: 4 })], 'en');
    expect(await screen.findByText(/^1 doctor available ·/)).toBeInTheDocument();
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('1 year experience overall');
    expect(within(card).getByRole('button', { name: '1 Patient Story' })).toBeInTheDocument();
    one.unmount();
    renderResults([makeDoctor({ experience: 12 }), makeDoctor({ experience: 3 })], 'en');
    expect(await screen.findByText(/^2 doctors available ·/)).toBeInTheDocument();
    expect(screen.getAllByRole('article')[0]).toHaveTextContent('12 years experience overall');
  });

  it('is written in Hindi, with Hindi plurals and rupees from Intl', async () => {
    renderResults(
      [makeDoctor({ experience: 1, offlineFee: 1500, patientStories: 2, rating: 4.5 })],
      'hi',
    );
    expect(
      await screen.findByText('1 डॉक्टर उपलब्ध · क्लिनिक विज़िट या वीडियो परामर्श बुक करें'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Pune में दंत चिकित्सक' }),
    ).toBeInTheDocument();
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('कुल 1 वर्ष का अनुभव');
    expect(card).toHaveTextContent('क्लिनिक पर परामर्श फ़ीस ₹1,500');
    expect(within(card).getByRole('button', { name: /क्लिनिक विज़िट बुक करें/ })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'बुकिंग में मदद' })).toBeInTheDocument();
    // treatment=Dentist in the address: the search box says it in Hindi.
    expect(screen.getByRole('combobox', { name: 'इलाज या विशेषज्ञता' })).toHaveValue('दंत चिकित्सक');
    expect(document.body.textContent).not.toMatch(RAW_KEY);
  });

  it('says no doctor was found in Hindi', async () => {
    renderResults([], 'hi');
    expect(await screen.findByText(/^0 डॉक्टर उपलब्ध ·/)).toBeInTheDocument();
    expect(screen.getByText('कोई डॉक्टर नहीं मिला')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(RAW_KEY);
  });

  it("says the client's own fallbacks for a failed search in Hindi", async () => {
    mockFetch((request) => {
      if (new URL(request.url).pathname === '/api/userside/patients/search-doctors') {
        throw new TypeError('Failed to fetch');
      }
      return jsonResponse({ specializations: [] });
    });
    renderRoutes([{ path: '/search-results', element: <SearchResultsScreen /> }], {
      entries: ['/search-results?location=Pune&treatment=Dentist'],
      language: 'hi',
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('नेटवर्क त्रुटि');
    expect(alert).not.toHaveTextContent('Network error');
  });
});
