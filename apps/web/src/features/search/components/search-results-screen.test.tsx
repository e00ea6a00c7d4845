import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { EMPTY_TEXTS, VALIDATION } from '@clinic/shared/messages';
import { jsonResponse, mockFetch, renderRoutes } from '@/testing/test-utils';
import type { DoctorSearchPage } from '../api/search-doctors';
import { makeDoctor, makeDoctors, makeSlots, searchPage } from '../testing/search-fixtures';
import { SearchResultsScreen } from './search-results-screen';

function BookingProbe() {
  const location = useLocation();
  return (
    <main>
      <h1>Booking phone OTP</h1>
      <p data-testid="state">{JSON.stringify(location.state)}</p>
    </main>
  );
}

type SearchAnswer = (params: URLSearchParams) => DoctorSearchPage | Response;

/** A fake API: doctor search answered by `answer`, slots from the fixture week. */
function serve(answer: SearchAnswer) {
  const searches: URLSearchParams[] = [];
  const fetchMock = mockFetch((request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/userside/patients/search-doctors') {
      searches.push(url.searchParams);
      const result = answer(url.searchParams);
      return result instanceof Response ? result : jsonResponse(result);
    }
    const slots = url.pathname.match(/^\/api\/doctors\/([^/]+)\/slots$/);
    if (slots) return jsonResponse(makeSlots(decodeURIComponent(slots[1]!)));
    if (url.pathname === '/api/onboarding/get-all-specializations') {
      return jsonResponse({ specializations: [] });
    }
    return jsonResponse({ error: 'Not found' }, 404);
  });
  return { searches, fetchMock };
}

function renderResults(entry: string, state?: unknown) {
  const url = new URL(entry, 'http://localhost');
  return renderRoutes(
    [
      { path: '/search-results', element: <SearchResultsScreen /> },
      { path: '/booking-phone-otp', element: <BookingProbe /> },
    ],
    { entries: [{ pathname: url.pathname, search: url.search, state }] },
  );
}

const query = (router: ReturnType<typeof renderResults>['router']) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

const cardOf = (name: string) => screen.getByRole('article', { name });

// Whole-screen tests with many interactions: slower than the 5 s default on a busy machine.
describe('search results', { timeout: 20_000 }, () => {
  it('searches the city before the comma and the treatment from the query', async () => {
    const asha = makeDoctor({ name: 'Dr. Asha Rao', degrees: 'MBBS, DDVL', experience: 14 });
    const { searches } = serve(() => searchPage([asha]));
    renderResults('/search-results?location=Bengaluru%2C%20Karnataka&treatment=Dermatologist');

    const card = await screen.findByRole('article', { name: 'Dr. Asha Rao' });
    expect(Object.fromEntries(searches.at(-1)!)).toEqual({
      page: '1',
      pageSize: '15',
      city: 'Bengaluru',
      specialization: 'Dermatologist',
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Dermatologist in Bengaluru',
    );
    expect(within(card).getByText('MBBS, DDVL')).toBeInTheDocument();
    expect(within(card).getByText('14 years')).toBeInTheDocument();
    expect(within(card).getByText('84 Patient Stories')).toBeInTheDocument();
    expect(within(card).getByText('₹900')).toBeInTheDocument();
    expect(within(card).getByText('Today, 05:00 PM')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Book Clinic Visit' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Contact Clinic' })).toBeInTheDocument();
  });

  it('takes the terms from the navigation state when the query has none', async () => {
    const { searches } = serve(() => searchPage([makeDoctor()]));
    renderResults('/search-results', { location: 'Pune, Maharashtra', treatment: 'Dentist' });

    await screen.findAllByRole('article');
    expect(searches.at(-1)!.get('city')).toBe('Pune');
    expect(searches.at(-1)!.get('specialization')).toBe('Dentist');
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('Pune, Maharashtra');
  });

  it('writes every filter and the sort to the URL and searches with them', async () => {
    const { searches } = serve(() => searchPage([makeDoctor()]));
    const user = userEvent.setup();
    const { router } = renderResults('/search-results?location=Bengaluru&treatment=Dentist');
    await screen.findAllByRole('article');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Gender' }), 'female');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Patient Stories' }), '50');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Experience' }), '10');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort By' }), 'fee-desc');

    await user.click(screen.getByRole('button', { name: 'All Filters' }));
    const panel = screen.getByRole('form', { name: 'All filters' });
    await user.type(within(panel).getByRole('textbox', { name: 'Minimum fee' }), '300');
    await user.type(within(panel).getByRole('textbox', { name: 'Maximum fee' }), '800');
    await user.click(within(panel).getByRole('checkbox', { name: 'Available today' }));
    await user.click(within(panel).getByRole('radio', { name: 'Video consultation' }));
    await user.click(within(panel).getByRole('button', { name: 'Apply filters' }));

    const expected = {
      location: 'Bengaluru',
      treatment: 'Dentist',
      gender: 'female',
      minStories: '50',
      minExperience: '10',
      minFee: '300',
      maxFee: '800',
      mode: 'virtual',
      availableToday: 'true',
      sort: 'fee-desc',
    };
    expect(query(router)).toEqual(expected);
    await waitFor(() =>
      expect(Object.fromEntries(searches.at(-1)!)).toEqual({
        page: '1',
        pageSize: '15',
        city: 'Bengaluru',
        specialization: 'Dentist',
        gender: 'female',
        minStories: '50',
        minExperience: '10',
        minFee: '300',
        maxFee: '800',
        mode: 'virtual',
        availableToday: 'true',
        sort: 'fee-desc',
      }),
    );
    expect(screen.getByRole('button', { name: /All Filters/ })).toHaveTextContent('3');
  });

  it('reads filters from a shared link and ignores malformed ones', async () => {
    const { searches } = serve(() => searchPage([makeDoctor()]));
    renderResults('/search-results?treatment=Dentist&gender=robot&minExperience=5&sort=rating');

    await screen.findAllByRole('article');
    expect(Object.fromEntries(searches.at(-1)!)).toEqual({
      page: '1',
      pageSize: '15',
      specialization: 'Dentist',
      minExperience: '5',
      sort: 'rating',
    });
    expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Experience' })).toHaveValue('5');
  });

  it('asks for at least one of location or treatment', async () => {
    const { searches } = serve(() => searchPage([makeDoctor()]));
    const user = userEvent.setup();
    const { router } = renderResults('/search-results?location=Bengaluru');
    await screen.findAllByRole('article');

    await user.clear(screen.getByRole('combobox', { name: 'Location' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(screen.getByRole('alert')).toHaveTextContent(VALIDATION.searchBothRequired);
    expect(query(router)).toEqual({ location: 'Bengaluru' });
    expect(searches).toHaveLength(1);
  });

  it('keeps only one panel open per doctor: the slots or the contact details', async () => {
    const doctor = makeDoctor({ name: 'Dr. Kiran Shah', clinicName: 'Shah Skin Clinic' });
    serve(() => searchPage([doctor, makeDoctor({ name: 'Dr. Other' })]));
    const user = userEvent.setup();
    renderResults('/search-results?treatment=Dermatologist');
    await screen.findByRole('article', { name: 'Dr. Kiran Shah' });
    const card = cardOf('Dr. Kiran Shah');
    const book = within(card).getByRole('button', { name: 'Book Clinic Visit' });
    const contact = within(card).getByRole('button', { name: 'Contact Clinic' });

    await user.click(book);
    expect(book).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(card).getByRole('region', { name: 'Available slots for Dr. Kiran Shah' }),
    ).toBeInTheDocument();

    await user.click(contact);
    expect(contact).toHaveAttribute('aria-expanded', 'true');
    expect(book).toHaveAttribute('aria-expanded', 'false');
    expect(within(card).queryByRole('region', { name: /Available slots/ })).toBeNull();
    const contactPanel = within(card).getByRole('region', { name: 'Contact Shah Skin Clinic' });
    expect(within(contactPanel).getByRole('link', { name: /Get Directions/ })).toHaveAttribute(
      'href',
      expect.stringContaining('destination=12.9719%2C77.6412'),
    );

    await user.click(contact);
    expect(within(card).queryByRole('region')).toBeNull();
    // The other doctor's card is untouched.
    expect(within(cardOf('Dr. Other')).queryByRole('region')).toBeNull();
  });

  it("'Contact Clinic' shows the clinic's own phone, or the booking desk when it gave none", async () => {
    serve(() =>
      searchPage([
        makeDoctor({
          name: 'Dr. Own Phone',
          clinicName: 'Phone Clinic',
          clinicPhone: '080 4123 4567',
        }),
        makeDoctor({ name: 'Dr. No Phone', clinicName: 'Quiet Clinic', clinicPhone: null }),
      ]),
    );
    const user = userEvent.setup();
    renderResults('/search-results?treatment=Dermatologist');
    await screen.findByRole('article', { name: 'Dr. Own Phone' });
    await user.click(
      within(cardOf('Dr. Own Phone')).getByRole('button', { name: 'Contact Clinic' }),
    );
    const own = within(cardOf('Dr. Own Phone')).getByRole('region', {
      name: 'Contact Phone Clinic',
    });
    expect(within(own).getByRole('link', { name: /080 4123 4567/ })).toHaveAttribute(
      'href',
      'tel:08041234567',
    );
    await user.click(
      within(cardOf('Dr. No Phone')).getByRole('button', { name: 'Contact Clinic' }),
    );
    const desk = within(cardOf('Dr. No Phone')).getByRole('region', {
      name: 'Contact Quiet Clinic',
    });
    expect(within(desk).getByRole('link', { name: /Booking desk/ })).toBeInTheDocument();
  });

  it("opens a doctor's patient stories with the doctor's replies under them", async () => {
    const doctor = makeDoctor({ name: 'Dr. Kiran Shah', patientStories: 2, rating: 4.5 });
    const stories: string[] = [];
    mockFetch((request) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/userside/patients/search-doctors')
        return jsonResponse(searchPage([doctor]));
      if (url.pathname.endsWith('/stories')) {
        stories.push(url.pathname);
        return jsonResponse({
          rating: 4.5,
          patientStories: 2,
          stories: [
            {
              id: 's1',
              name: 'Meera N.',
              date: '2026-03-04',
              rating: 5,
              story: 'Explained everything clearly.',
              reply: 'Thank you, Meera!',
            },
            {
              id: 's2',
              name: 'Arjun R.',
              date: '2026-03-02',
              rating: 4,
              story: 'Good visit.',
              reply: null,
            },
          ],
        });
      }
      return jsonResponse({ specializations: [] });
    });
    const user = userEvent.setup();
    renderResults('/search-results?treatment=Dermatologist');
    const card = await screen.findByRole('article', { name: 'Dr. Kiran Shah' });
    const toggle = within(card).getByRole('button', { name: '2 Patient Stories' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = await within(card).findByRole('region', {
      name: 'Patient stories about Dr. Kiran Shah',
    });
    expect(await within(panel).findByText('Explained everything clearly.')).toBeInTheDocument();
    expect(within(panel).getByText('Thank you, Meera!')).toBeInTheDocument();
    expect(within(panel).getByText('Reply from Dr. Kiran Shah')).toBeInTheDocument();
    expect(within(panel).getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
    expect(stories).toEqual([`/api/doctors/${doctor.userId}/stories`]);
  });

  it('shows 3 days at a time, disables taken slots, and books a slot with the doctor and time', async () => {
    const doctor = makeDoctor({
      name: 'Dr. Nisha Menon',
      specializations: ['Trichologist', 'Dermatologist'],
      locality: 'Kakkanad',
      clinicCity: 'Kochi',
    });
    serve(() => searchPage([doctor]));
    const user = userEvent.setup();
    renderResults('/search-results?treatment=Dermatologist');
    const card = await screen.findByRole('article', { name: 'Dr. Nisha Menon' });

    await user.click(within(card).getByRole('button', { name: 'Book Clinic Visit' }));
    const panel = await within(card).findByRole('region', { name: /Available slots/ });
    const days = await within(panel).findByRole('list', { name: 'Choose a day' });
    expect(
      within(days)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Today2 slots available',
      'Tomorrow2 slots available',
      'Fri, 13 MarNo slots available',
    ]);
    expect(within(panel).getByRole('button', { name: 'Previous days' })).toBeDisabled();
    await user.click(within(panel).getByRole('button', { name: 'Next days' }));
    expect(within(days).getAllByRole('button')[0]).toHaveTextContent('Sat, 14 Mar');
    await user.click(within(panel).getByRole('button', { name: 'Next days' }));
    expect(within(days).getAllByRole('button').at(-1)).toHaveTextContent('Tue, 17 Mar');
    expect(within(panel).getByRole('button', { name: 'Next days' })).toBeDisabled();
    await user.click(within(panel).getByRole('button', { name: 'Previous days' }));
    await user.click(within(panel).getByRole('button', { name: 'Previous days' }));
    await user.click(within(days).getByRole('button', { name: /Tomorrow/ }));

    const morning = within(panel).getByRole('group', { name: 'Morning slots' });
    expect(within(morning).getByRole('button', { name: /09:00 AM/ })).toBeDisabled();
    await user.click(within(panel).getByRole('radio', { name: /Video consultation/ }));
    await user.click(within(morning).getByRole('button', { name: '09:30 AM' }));

    expect(await screen.findByRole('heading', { name: 'Booking phone OTP' })).toBeInTheDocument();
    expect(JSON.parse(screen.getByTestId('state').textContent!)).toEqual({
      doctor: {
        userId: doctor.userId,
        name: 'Dr. Nisha Menon',
        photo: doctor.photoUrl,
        degrees: doctor.degrees,
        speciality: 'Dermatologist',
        clinicName: doctor.clinicName,
        clinicAddress: doctor.clinicAddress,
        experience: doctor.experience,
        locality: 'Kakkanad',
        city: 'Kochi',
        onlineFee: doctor.onlineFee,
        offlineFee: doctor.offlineFee,
        latitude: doctor.latitude,
        longitude: doctor.longitude,
      },
      date: '2026-03-12',
      time: '09:30 AM',
      start: '2026-03-12T04:00:00.000Z',
      timeZone: 'Asia/Kolkata',
      mode: 'virtual',
    });
  });

  it('offers only the clinic visit for a doctor without video consultations', async () => {
    serve(() => searchPage([makeDoctor({ name: 'Dr. Clinic Only', offersVirtual: false })]));
    const user = userEvent.setup();
    renderResults('/search-results?treatment=Dentist&mode=virtual');
    const card = await screen.findByRole('article', { name: 'Dr. Clinic Only' });

    await user.click(within(card).getByRole('button', { name: 'Book Clinic Visit' }));
    const panel = await within(card).findByRole('region', { name: /Available slots/ });
    await within(panel).findByRole('list', { name: 'Choose a day' });
    expect(within(panel).queryByRole('radio')).toBeNull();
    await user.click(within(panel).getAllByRole('button', { name: '05:00 PM' })[0]!);

    const state = JSON.parse((await screen.findByTestId('state')).textContent!);
    expect(state.mode).toBe('clinic');
  });

  it("shows 'No doctors found' when nothing matches", async () => {
    serve(() => searchPage([]));
    renderResults('/search-results?location=Leh&treatment=Neurosurgeon');

    expect(await screen.findByRole('heading', { name: EMPTY_TEXTS.noDoctors })).toBeInTheDocument();
    expect(screen.getByText(EMPTY_TEXTS.noDoctorsHint)).toBeInTheDocument();
  });

  it("shows a failed search as 'Error: {message}' in a red box", async () => {
    serve(() => jsonResponse({ error: 'Search is down for maintenance' }, 503));
    renderResults('/search-results?treatment=Dentist');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: Search is down for maintenance',
    );
  });

  it("falls back to 'Failed to search doctors' and 'Network error'", async () => {
    serve(() => jsonResponse({}, 500));
    renderResults('/search-results?treatment=Dentist');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Failed to search doctors');
  });

  it('appends the next page while there are more, and stops when a page is short', async () => {
    const first = makeDoctors(15);
    const second = makeDoctors(4);
    const { searches } = serve((params) =>
      params.get('page') === '1'
        ? searchPage(first, { total: 19 })
        : searchPage(second, { page: 2, total: 19 }),
    );
    const user = userEvent.setup();
    renderResults('/search-results?treatment=Dermatologist');

    await screen.findByRole('article', { name: first[0]!.name });
    expect(screen.getAllByRole('article')).toHaveLength(15);
    await user.click(screen.getByRole('button', { name: 'Show more doctors' }));

    await screen.findByRole('article', { name: second[3]!.name });
    const names = screen
      .getAllByRole('article')
      .map((card) => card.getAttribute('aria-labelledby'));
    expect(names).toHaveLength(19);
    expect(screen.getAllByRole('article')[0]).toHaveAccessibleName(first[0]!.name);
    expect(searches.map((params) => params.get('page'))).toEqual(['1', '2']);
    expect(screen.queryByRole('button', { name: 'Show more doctors' })).toBeNull();
    expect(screen.getByText('You have seen every doctor for this search.')).toBeInTheDocument();
  });

  it('loads the next page when the end of the list scrolls into view', async () => {
    const observers: { callback: IntersectionObserverCallback; target?: Element }[] = [];
    window.IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback) {
        observers.push({ callback });
      }
      observe(target: Element) {
        observers.at(-1)!.target = target;
      }
      disconnect() {}
      unobserve() {}
      takeRecords() {
        return [];
      }
    } as unknown as typeof IntersectionObserver;
    const { searches } = serve((params) =>
      params.get('page') === '1'
        ? searchPage(makeDoctors(15), { total: 16 })
        : searchPage(makeDoctors(1), { page: 2, total: 16 }),
    );
    renderResults('/search-results?treatment=Dentist');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(15));

    const { callback, target } = observers.at(-1)!;
    callback(
      [{ isIntersecting: true, target } as IntersectionObserverEntry],
      {} as IntersectionObserver,
    );

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(16));
    expect(searches.map((params) => params.get('page'))).toEqual(['1', '2']);
    Reflect.deleteProperty(window, 'IntersectionObserver');
  });

  it('a new search replaces the list with page 1 of the new results', async () => {
    serve((params) =>
      params.get('specialization') === 'Dentist'
        ? searchPage([makeDoctor({ name: 'Dr. Dentist' })])
        : searchPage([makeDoctor({ name: 'Dr. Skin' })]),
    );
    const user = userEvent.setup();
    const { router } = renderResults('/search-results?treatment=Dermatologist');
    await screen.findByRole('article', { name: 'Dr. Skin' });

    const treatment = screen.getByRole('combobox', { name: 'Treatment or speciality' });
    await user.clear(treatment);
    await user.type(treatment, 'Dentist');
    fireEvent.submit(screen.getByRole('search', { name: 'Search doctors' }));

    expect(await screen.findByRole('article', { name: 'Dr. Dentist' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Dr. Skin' })).toBeNull();
    expect(query(router)).toEqual({ treatment: 'Dentist' });
  });

  it('a new search takes focus to the results heading and announces the count politely', async () => {
    serve((params) =>
      params.get('specialization') === 'Dentist'
        ? searchPage(makeDoctors(2))
        : searchPage([makeDoctor({ name: 'Dr. Skin' })]),
    );
    const user = userEvent.setup();
    renderResults('/search-results?treatment=Dermatologist');
    await screen.findByRole('article', { name: 'Dr. Skin' });
    // Opened by its address: the browser's focus is left alone.
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveFocus();

    const treatment = screen.getByRole('combobox', { name: 'Treatment or speciality' });
    await user.clear(treatment);
    await user.type(treatment, 'Dentist');
    fireEvent.submit(screen.getByRole('search', { name: 'Search doctors' }));

    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Dentist' })).toHaveFocus(),
    );
    // The count in a status region (polite), where it replaces 'Finding doctors...'.
    expect(await screen.findByText(/^2 doctors available/)).toHaveAttribute('role', 'status');
  });
});
