import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes } from '@/testing/test-utils';
import { makeDoctor, makeSlots, searchPage } from '@/features/search/testing/search-fixtures';
import SearchResultsRoute from './search-results';

describe('search results route', { timeout: 20_000 }, () => {
  it("opens the six-step booking dialog from a doctor's card", async () => {
    const doctor = makeDoctor({ name: 'Dr. Meera Iyer' });
    mockFetch((request) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/userside/patients/search-doctors')
        return jsonResponse(searchPage([doctor]));
      const slots = url.pathname.match(/^\/api\/doctors\/([^/]+)\/slots$/);
      if (slots) return jsonResponse(makeSlots(decodeURIComponent(slots[1]!)));
      if (url.pathname === '/api/onboarding/get-all-specializations')
        return jsonResponse({ specializations: [] });
      return jsonResponse({ error: 'Not found' }, 404);
    });
    renderRoutes([{ path: '/search-results', element: <SearchResultsRoute /> }], {
      entries: ['/search-results?location=Bengaluru&treatment=Dermatologist'],
    });
    const quick = await screen.findByRole('button', {
      name: 'Quick book in 6 steps with Dr. Meera Iyer',
    });
    await userEvent.click(quick);
    const dialog = await screen.findByRole('dialog', { name: 'Book an appointment' });
    expect(dialog).toHaveTextContent('Dr. Meera Iyer');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
