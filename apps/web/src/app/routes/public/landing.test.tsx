import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { LANDING, VALIDATION } from '@clinic/shared/messages';
import type { Language } from '@/lib/i18n';
import { RAW_KEY } from '@/testing/i18n';
import { jsonResponse, mockFetch, renderRoutes } from '@/testing/test-utils';
import LandingRoute from './landing';

/** Stands in for the screens the landing page leads to, showing what it was handed. */
function Probe({ name }: { name: string }) {
  const location = useLocation();
  return (
    <main>
      <h1>{name}</h1>
      <p data-testid="search">{location.search}</p>
      <p data-testid="state">{JSON.stringify(location.state)}</p>
    </main>
  );
}

function renderLanding(language?: Language) {
  // The search fields ask for suggestions; these tests type and submit without them.
  mockFetch((request) =>
    new URL(request.url).pathname.endsWith('/cities')
      ? jsonResponse({ cities: [], page: 1, limit: 10, hasMore: false })
      : jsonResponse({ specializations: [] }),
  );
  return renderRoutes(
    [
      { path: '/', element: <LandingRoute /> },
      { path: '/search-results', element: <Probe name="Search results" /> },
      { path: '/sign-up', element: <Probe name="Sign up" /> },
      { path: '/why-choose-us', element: <Probe name="Why choose us" /> },
    ],
    { entries: ['/'], ...(language ? { language } : {}) },
  );
}

const probeState = () => JSON.parse(screen.getByTestId('state').textContent ?? 'null');
const probeQuery = () =>
  Object.fromEntries(new URLSearchParams(screen.getByTestId('search').textContent ?? ''));

describe('landing page', () => {
  it('is written in Hindi for a Hindi reader, with no raw key', async () => {
    const user = userEvent.setup();
    renderLanding('hi');
    expect(
      screen.getByRole('heading', { level: 1, name: 'आपका डिजिटल क्लिनिक यहीं से शुरू होता है' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'एम्बुलेंस सेवाएँ के बारे में और पढ़ें' })).toHaveAttribute(
      'href',
      '/why-choose-us#ambulance-services',
    );
    expect(screen.getByRole('heading', { name: 'स्मार्ट प्रैक्टिस हब' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(RAW_KEY);
    expect(document.body.textContent).not.toContain(LANDING.readMore);

    await user.click(screen.getByRole('button', { name: 'खोजें' }));
    expect(screen.getByRole('combobox', { name: /स्थान/ })).toHaveAccessibleDescription(
      'कृपया स्थान दर्ज करें',
    );
    await user.click(screen.getByRole('button', { name: 'रजिस्टर करें' }));
    expect(await screen.findByText('नाम ज़रूरी है')).toBeInTheDocument();
  });

  it('shows every section the spec lists', () => {
    renderLanding();

    expect(screen.getByRole('heading', { level: 1, name: LANDING.headline })).toBeInTheDocument();
    for (const service of LANDING.services) {
      expect(screen.getByRole('heading', { name: service })).toBeInTheDocument();
      expect(
        screen.getByRole('link', { name: `${LANDING.readMore} about ${service}` }),
      ).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: LANDING.smartPracticeHub })).toBeInTheDocument();
    for (const benefit of LANDING.practiceBenefits) {
      expect(screen.getByRole('heading', { name: benefit })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Register for free' })).toHaveAttribute(
      'href',
      '/sign-up',
    );
    expect(screen.getByRole('heading', { name: 'Instant video consultation' })).toBeInTheDocument();
    expect(screen.getByText(/within 60 seconds/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Find doctors nearby' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Health records and reports' })).toBeInTheDocument();
    expect(screen.getAllByText(/100k\+/).length).toBeGreaterThan(0);
    for (const concern of LANDING.healthConcerns) {
      expect(screen.getByRole('link', { name: new RegExp(concern) })).toBeInTheDocument();
    }
  });

  it('requires both location and treatment on the hero search', async () => {
    const user = userEvent.setup();
    renderLanding();
    const form = screen.getByRole('search', { name: 'Find a doctor' });

    await user.click(within(form).getByRole('button', { name: 'Search' }));

    const location = within(form).getByRole('combobox', { name: 'Location' });
    const treatment = within(form).getByRole('combobox', { name: 'Treatment or speciality' });
    expect(location).toHaveAccessibleDescription(VALIDATION.locationRequired);
    expect(treatment).toHaveAccessibleDescription(VALIDATION.treatmentRequired);
    expect(location).toHaveFocus();

    await user.type(location, 'Bengaluru');
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    expect(location).not.toHaveAccessibleDescription(VALIDATION.locationRequired);
    expect(treatment).toHaveAccessibleDescription(VALIDATION.treatmentRequired);
    expect(treatment).toHaveFocus();
    expect(screen.queryByRole('heading', { name: 'Search results' })).not.toBeInTheDocument();
  });

  it('opens the results with both terms in the query and in the navigation state', async () => {
    const user = userEvent.setup();
    renderLanding();
    const form = screen.getByRole('search', { name: 'Find a doctor' });

    await user.type(
      within(form).getByRole('combobox', { name: 'Location' }),
      'Bengaluru, Karnataka',
    );
    await user.type(
      within(form).getByRole('combobox', { name: 'Treatment or speciality' }),
      ' Dermatologist ',
    );
    await user.click(within(form).getByRole('button', { name: 'Search' }));

    expect(await screen.findByRole('heading', { name: 'Search results' })).toBeInTheDocument();
    expect(probeQuery()).toEqual({ location: 'Bengaluru, Karnataka', treatment: 'Dermatologist' });
    expect(probeState()).toEqual({ location: 'Bengaluru, Karnataka', treatment: 'Dermatologist' });
  });

  it.each([
    ['Period doubts or pregnancy', 'Gynecologist/Obstetrician'],
    ['Acne, pimple or skin issues', 'Dermatologist'],
    ['Performance issues in bed', 'Sexologist'],
    ['Cold, cough or fever', 'General Physician'],
    ['Child not feeling well', 'Pediatrician'],
    ['Depression or anxiety', 'Psychiatrist'],
  ])('the "%s" tile searches for %s', async (concern, speciality) => {
    const user = userEvent.setup();
    renderLanding();

    await user.click(screen.getByRole('link', { name: new RegExp(concern) }));

    expect(await screen.findByRole('heading', { name: 'Search results' })).toBeInTheDocument();
    expect(probeQuery()).toEqual({ treatment: speciality });
    expect(probeState()).toEqual({ location: '', treatment: speciality });
  });

  it('quick registration needs a name and a 10-digit mobile, then opens the sign-up with both', async () => {
    const user = userEvent.setup();
    renderLanding();
    const card = screen.getByRole('form', { name: 'Register your practice for free' });
    const name = within(card).getByRole('textbox', { name: 'Name' });
    const mobile = within(card).getByRole('textbox', { name: 'Mobile' });
    expect(name).toHaveAttribute('aria-required', 'true');
    expect(mobile).toHaveAttribute('aria-required', 'true');

    await user.click(within(card).getByRole('button', { name: LANDING.register }));
    expect(name).toHaveAccessibleDescription(VALIDATION.nameRequired);
    expect(mobile).toHaveAccessibleDescription(VALIDATION.mobileExact);

    await user.type(name, 'Dr. Meera Iyer');
    await user.type(mobile, '98765-4321099');
    expect(mobile).toHaveValue('9876543210');
    await user.click(within(card).getByRole('button', { name: LANDING.register }));

    expect(await screen.findByRole('heading', { name: 'Sign up' })).toBeInTheDocument();
    expect(probeState()).toEqual({ name: 'Dr. Meera Iyer', mobile: '9876543210' });
  });

  it('Explore Services scrolls to the services section', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const user = userEvent.setup();
    const { container } = renderLanding();

    await user.click(screen.getByRole('button', { name: LANDING.exploreServices }));

    const services = container.querySelector('#services');
    expect(scrollIntoView).toHaveBeenCalled();
    expect(scrollIntoView.mock.contexts[0]).toBe(services);
    expect(services).toHaveFocus();
  });
});
