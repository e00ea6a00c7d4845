// A full day on the search card's and the public page's slot panel offers the
// waitlist (issue 13, point 4): the link opens the join page for that doctor and
// day; a closed day (no slots at all) and a day with a free slot do not offer it.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes } from '@/testing/test-utils';
import type { DoctorSlots } from '../api/get-doctor-slots';
import {
  makeDoctor,
  makeSlotsFullTomorrow as fullTomorrow,
  searchPage,
} from '../testing/search-fixtures';
import { SearchResultsScreen } from './search-results-screen';
import { SlotPanel } from './slot-panel';

const DOCTOR_ID = '00000000-0000-4000-8000-000000000088';

function JoinProbe() {
  const location = useLocation();
  return (
    <main>
      <h1>Join the waitlist</h1>
      <p data-testid="query">{location.search}</p>
    </main>
  );
}

function serveSlots(slots: (doctorId: string) => DoctorSlots, search?: () => unknown) {
  return mockFetch((request) => {
    const url = new URL(request.url);
    const match = url.pathname.match(/^\/api\/doctors\/([^/]+)\/slots$/);
    if (match) return jsonResponse(slots(decodeURIComponent(match[1]!)));
    if (search && url.pathname === '/api/userside/patients/search-doctors') {
      return jsonResponse(search());
    }
    if (url.pathname === '/api/onboarding/get-all-specializations') {
      return jsonResponse({ specializations: [] });
    }
    return jsonResponse({ error: 'Not found' }, 404);
  });
}

function renderPanel() {
  return renderRoutes(
    [
      {
        path: '/',
        element: (
          <SlotPanel
            id="panel"
            doctorId={DOCTOR_ID}
            doctorName="Dr. Full Day"
            offersVirtual={false}
            offlineFee={900}
            onlineFee={700}
            initialMode="clinic"
            onChoose={() => {}}
          />
        ),
      },
      { path: '/waitlist/join', element: <JoinProbe /> },
    ],
    { entries: ['/'] },
  );
}

describe('the slot panel on a full day', { timeout: 20_000 }, () => {
  it('offers Join waitlist for that day, opening the join page for the doctor and day', async () => {
    serveSlots(fullTomorrow);
    const user = userEvent.setup();
    const { container } = renderPanel();
    const panel = await screen.findByRole('region', { name: 'Available slots for Dr. Full Day' });
    const days = await within(panel).findByRole('list', { name: 'Choose a day' });
    // Today has free slots: no waitlist.
    expect(within(panel).queryByRole('link', { name: /Join waitlist/ })).toBeNull();
    await user.click(within(days).getByRole('button', { name: /Tomorrow/ }));
    expect(
      within(panel).getByText('No slots available on Tomorrow. Try another day.'),
    ).toBeVisible();
    const join = within(panel).getByRole('link', { name: 'Join waitlist for Tomorrow' });
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${v.id}: ${v.nodes[0]?.html}`)).toEqual([]);

    await user.click(join);
    expect(await screen.findByRole('heading', { name: 'Join the waitlist' })).toBeInTheDocument();
    expect(
      Object.fromEntries(new URLSearchParams(screen.getByTestId('query').textContent!)),
    ).toEqual({ doctor: DOCTOR_ID, date: '2026-03-12' });
  });

  it('does not offer it on a closed day (no slots at all)', async () => {
    serveSlots(fullTomorrow);
    const user = userEvent.setup();
    renderPanel();
    const panel = await screen.findByRole('region', { name: 'Available slots for Dr. Full Day' });
    const days = await within(panel).findByRole('list', { name: 'Choose a day' });
    await user.click(within(days).getByRole('button', { name: /Fri, 13 Mar/ }));
    expect(
      within(panel).getByText('No slots available on Fri, 13 Mar. Try another day.'),
    ).toBeVisible();
    expect(within(panel).queryByRole('link', { name: /Join waitlist/ })).toBeNull();
  });

  it("is offered on a search result card's slot strip", async () => {
    const doctor = makeDoctor({ name: 'Dr. Card Full' });
    serveSlots(fullTomorrow, () => searchPage([doctor]));
    const user = userEvent.setup();
    renderRoutes(
      [
        { path: '/search-results', element: <SearchResultsScreen /> },
        { path: '/waitlist/join', element: <JoinProbe /> },
      ],
      { entries: ['/search-results?treatment=Dermatologist'] },
    );
    const card = await screen.findByRole('article', { name: 'Dr. Card Full' });
    await user.click(within(card).getByRole('button', { name: 'Book Clinic Visit' }));
    const panel = await within(card).findByRole('region', { name: /Available slots/ });
    const days = await within(panel).findByRole('list', { name: 'Choose a day' });
    await user.click(within(days).getByRole('button', { name: /Tomorrow/ }));
    await user.click(within(panel).getByRole('link', { name: 'Join waitlist for Tomorrow' }));
    expect(await screen.findByRole('heading', { name: 'Join the waitlist' })).toBeInTheDocument();
    expect(
      Object.fromEntries(new URLSearchParams(screen.getByTestId('query').textContent!)),
    ).toEqual({ doctor: doctor.userId, date: '2026-03-12' });
  });
});
