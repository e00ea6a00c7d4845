import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PatientListItem } from '@clinic/shared/patients';
import { RAW_KEY } from '@/testing/i18n';
import { errorResponse, jsonResponse, renderRoutes } from '@/testing/test-utils';
import { servePortal, type RecordedRequest } from '@/testing/portal-fixtures';
import { MyPatientsScreen } from './components/my-patients-screen';

const patient = (n: number, overrides: Partial<PatientListItem> = {}): PatientListItem => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  name: `Patient ${n}`,
  age: 30 + n,
  gender: 'female',
  mobile: `+9198765${String(n).padStart(5, '0')}`,
  lastVisit: '2026-03-02',
  visits: n,
  ...overrides,
});

const rows = [
  patient(1, { name: 'Asha Rao', age: 35, mobile: '+919800000001', visits: 2 }),
  patient(2, { name: 'Chitra Iyer', lastVisit: null, visits: 0, age: null }),
];

function serve({ total = 12, list }: { total?: number; list?: () => Response } = {}) {
  return servePortal({
    'GET /api/patients': (request) =>
      list?.() ??
      jsonResponse({
        // The unfiltered count (the Total Patients card asks for one row).
        total: request.params.has('search') || request.params.has('lastVisitFrom') ? 2 : total,
        page: Number(request.params.get('page')),
        pageSize: Number(request.params.get('pageSize')),
        patients: Number(request.params.get('pageSize')) === 1 ? rows.slice(0, 1) : rows,
      }),
  });
}

function renderScreen(path = '/my-patients') {
  return renderRoutes(
    [
      { path: '/my-patients', element: <MyPatientsScreen /> },
      { path: '/patient-details/:id', element: <h1>Patient screen</h1> },
    ],
    { entries: [path] },
  );
}

const query = (request: RecordedRequest | undefined) =>
  Object.fromEntries(request?.params.entries() ?? []);
const lastList = (api: ReturnType<typeof serve>) =>
  api
    .to('GET', '/api/patients')
    .filter((r) => r.params.get('pageSize') !== '1')
    .at(-1);
const table = () => screen.getByRole('table', { name: 'Patients' });
const header = (name: string) => within(table()).getByRole('columnheader', { name });

beforeEach(() => {
  window.localStorage.setItem('token', 'doctor-token');
});

describe('MyPatientsScreen', { timeout: 20_000 }, () => {
  it('shows the columns, the Total Patients card and More Info links', async () => {
    const user = userEvent.setup();
    const api = serve();
    const { router } = renderScreen();
    expect(await screen.findByRole('cell', { name: 'Asha Rao' })).toBeInTheDocument();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Age', 'Mobile', 'Last Visit', 'Visits', 'Actions']);
    const asha = within(table()).getByRole('row', { name: /Asha Rao/ });
    expect(asha).toHaveTextContent('35 Yrs');
    expect(asha).toHaveTextContent('+91 98000 00001');
    expect(asha).toHaveTextContent('02 Mar 2026');
    const chitra = within(table()).getByRole('row', { name: /Chitra Iyer/ });
    expect(chitra).toHaveTextContent('No visit yet');
    const card = screen.getByRole('region', { name: 'Total Patients' });
    await waitFor(() => expect(card).toHaveTextContent('12'));
    expect(query(lastList(api))).toEqual({ sort: 'name', dir: 'asc', page: '1', pageSize: '10' });

    await user.click(within(asha).getByRole('link', { name: 'More Info about Asha Rao' }));
    expect(await screen.findByRole('heading', { name: 'Patient screen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/patient-details/${rows[0]!.id}`);
  });

  it('sorts every column on the server: a new column ascending, the same one toggles', async () => {
    const user = userEvent.setup();
    const api = serve();
    const { router } = renderScreen();
    await screen.findByRole('cell', { name: 'Asha Rao' });
    for (const [label, key] of [
      ['Age', 'age'],
      ['Mobile', 'mobile'],
      ['Last Visit', 'lastVisit'],
      ['Visits', 'visits'],
    ] as const) {
      await user.click(within(header(label)).getByRole('button'));
      await waitFor(() => expect(query(lastList(api))).toMatchObject({ sort: key, dir: 'asc' }));
      expect(header(label)).toHaveAttribute('aria-sort', 'ascending');
    }
    await user.click(within(header('Visits')).getByRole('button'));
    await waitFor(() =>
      expect(query(lastList(api))).toMatchObject({ sort: 'visits', dir: 'desc' }),
    );
    expect(router.state.location.search).toBe('?sort=visits&dir=desc');
  });

  it('searches by name or mobile on the server and keeps it in the URL; the card stays unfiltered', async () => {
    const user = userEvent.setup();
    const api = serve({ total: 25 });
    const { router } = renderScreen();
    await screen.findByRole('cell', { name: 'Asha Rao' });
    await user.type(screen.getByRole('searchbox', { name: 'Search Patients' }), 'asha');
    await waitFor(() => expect(query(lastList(api))).toMatchObject({ search: 'asha' }));
    expect(router.state.location.search).toBe('?search=asha');
    expect(screen.getByRole('region', { name: 'Total Patients' })).toHaveTextContent('25');
  });

  it('filters by last visit when both dates are given, and Reset removes the range', async () => {
    const user = userEvent.setup();
    const api = serve();
    const { router } = renderScreen();
    await screen.findByRole('cell', { name: 'Asha Rao' });

    // One date only: nothing changes and the panel closes.
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    let dialog = await screen.findByRole('dialog', { name: 'Filter by last visit' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'From (last visit)' }),
      '01-03-2026',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('');

    await user.click(screen.getByRole('button', { name: 'Filter' }));
    dialog = await screen.findByRole('dialog', { name: 'Filter by last visit' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'From (last visit)' }),
      '01-03-2026',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'To (last visit)' }), '31-03-2026');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(query(lastList(api))).toMatchObject({
        lastVisitFrom: '2026-03-01',
        lastVisitTo: '2026-03-31',
      }),
    );
    expect(router.state.location.search).toBe('?from=2026-03-01&to=2026-03-31');

    await user.click(screen.getByRole('button', { name: /^Filter/ }));
    dialog = await screen.findByRole('dialog', { name: 'Filter by last visit' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('reads the range and sort from the URL', async () => {
    const api = serve();
    renderScreen('/my-patients?from=2026-03-01&to=2026-03-31&sort=age&dir=desc');
    await screen.findByRole('cell', { name: 'Asha Rao' });
    expect(query(lastList(api))).toMatchObject({
      lastVisitFrom: '2026-03-01',
      lastVisitTo: '2026-03-31',
      sort: 'age',
      dir: 'desc',
    });
    expect(header('Age')).toHaveAttribute('aria-sort', 'descending');
  });

  it('pages on the server, keeping the page in the URL', async () => {
    const user = userEvent.setup();
    const api = serve({ total: 25 });
    const { router } = renderScreen();
    await screen.findByRole('cell', { name: 'Asha Rao' });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(query(lastList(api))).toMatchObject({ page: '2' }));
    expect(router.state.location.search).toBe('?page=2');
  });

  it('shows the server error with a retry', async () => {
    serve({ list: () => errorResponse('INTERNAL') });
    renderScreen();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows My Patients in Hindi: columns, ages, dates and the filter chip', async () => {
    serve();
    renderRoutes([{ path: '/my-patients', element: <MyPatientsScreen /> }], {
      entries: ['/my-patients?from=2026-03-01&to=2026-03-31'],
      language: 'hi',
    });
    const hiTable = await screen.findByRole('table', { name: 'मरीज़' });
    expect(await within(hiTable).findByRole('cell', { name: 'Asha Rao' })).toBeInTheDocument();
    expect(within(hiTable).getByRole('columnheader', { name: 'पिछली विज़िट' })).toBeInTheDocument();
    expect(within(hiTable).getByRole('cell', { name: '35 वर्ष' })).toBeInTheDocument();
    expect(within(hiTable).getByRole('cell', { name: '2 मार्च 2026' })).toBeInTheDocument();
    expect(within(hiTable).getByRole('cell', { name: 'अभी कोई विज़िट नहीं' })).toBeInTheDocument();
    expect(
      within(hiTable).getByRole('link', { name: 'Asha Rao के बारे में अधिक जानकारी' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'कुल मरीज़' })).toHaveTextContent('12');
    expect(screen.getByRole('button', { name: 'पिछली विज़िट का फ़िल्टर हटाएँ' })).toBeVisible();
    expect(document.body.textContent).not.toMatch(RAW_KEY);
  });
});
