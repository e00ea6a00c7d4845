import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { RAW_KEY } from '@/testing/i18n';
import { errorResponse, jsonResponse, renderRoutes } from '@/testing/test-utils';
import { appointmentItem, servePortal, type RecordedRequest } from '@/testing/portal-fixtures';
import { AppointmentsScreen } from './appointments-screen';

const pendingRow = appointmentItem({ patient: 'Rahul Verma', status: 'Pending' });
const rows = [
  pendingRow,
  appointmentItem({ patient: 'Meera Iyer', appointmentType: 'Virtual', mode: 'virtual' }),
  appointmentItem({ patient: 'Arjun Nair', status: 'Completed', appointmentType: 'Home Visit' }),
];

interface ServeOptions {
  total?: number;
  accept?: () => Response | Promise<Response>;
}

/** A fake server that remembers Accept and Reject, as the real one does. */
function serve({ total = rows.length, accept }: ServeOptions = {}) {
  const statuses = new Map<string, string>();
  const current = () => rows.map((row) => ({ ...row, status: statuses.get(row.id) ?? row.status }));
  return servePortal({
    'GET /api/appointments': (request) =>
      jsonResponse({
        total,
        page: Number(request.params.get('page')),
        pageSize: 10,
        appointments: current(),
      }),
    [`POST /api/appointments/${pendingRow.id}/accept`]: async () => {
      const response = await (accept?.() ??
        jsonResponse({ appointment: { ...pendingRow, status: 'Confirmed' } }));
      if (response.ok) statuses.set(pendingRow.id, 'Confirmed');
      return response;
    },
    [`POST /api/appointments/${pendingRow.id}/reject`]: () => {
      statuses.set(pendingRow.id, 'Rejected');
      return jsonResponse({ appointment: { ...pendingRow, status: 'Rejected' } });
    },
  });
}

function renderScreen(path = '/appointments', language: 'en' | 'hi' = 'en') {
  return renderRoutes(
    [
      { path: '/appointments', element: <AppointmentsScreen /> },
      { path: '/appointment-details/:id', element: <h1>Details screen</h1> },
    ],
    { entries: [path], language },
  );
}

const query = (request: RecordedRequest | undefined) =>
  Object.fromEntries(request?.params.entries() ?? []);
const lastList = (api: ReturnType<typeof serve>) => api.to('GET', '/api/appointments').at(-1);
const table = () => screen.getByRole('table', { name: 'Appointments' });
const rowOf = (name: string) => within(table()).getByRole('row', { name: new RegExp(name) });

beforeEach(() => {
  window.localStorage.setItem('token', 'doctor-token');
});

// Many interactions each; generous so a busy machine does not fail them.
describe('AppointmentsScreen', { timeout: 20_000 }, () => {
  it('shows the columns and one row per appointment, with a view link', async () => {
    const api = serve();
    renderScreen();
    expect(await screen.findByRole('cell', { name: 'Rahul Verma' })).toBeInTheDocument();

    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Appointment ID',
      'Patient',
      'Treatment',
      'Appointment Type',
      'Status',
      'Date',
      'Time',
      'Actions',
    ]);
    expect(query(lastList(api))).toEqual({ page: '1', pageSize: '10' });
    expect(
      within(rowOf('Meera Iyer')).getByRole('link', { name: /View appointment/ }),
    ).toHaveAttribute('href', `/appointment-details/${rows[1]!.id}`);
    // Accept and Reject only for the Pending row.
    expect(
      within(rowOf('Rahul Verma')).getByRole('button', { name: /Accept/ }),
    ).toBeInTheDocument();
    expect(within(rowOf('Meera Iyer')).queryByRole('button', { name: /Accept|Reject/ })).toBeNull();
  });

  it('sorts on the server: a first click ascending, the next toggles', async () => {
    const user = userEvent.setup();
    const api = serve();
    const { router } = renderScreen();
    await screen.findByRole('cell', { name: 'Rahul Verma' });
    const header = (name: string) => within(table()).getByRole('columnheader', { name });

    await user.click(within(header('Patient')).getByRole('button'));
    await waitFor(() =>
      expect(query(lastList(api))).toMatchObject({ sort: 'patient', dir: 'asc' }),
    );
    expect(header('Patient')).toHaveAttribute('aria-sort', 'ascending');
    expect(router.state.location.search).toBe('?sort=patient&dir=asc');

    await user.click(within(header('Patient')).getByRole('button'));
    await waitFor(() =>
      expect(query(lastList(api))).toMatchObject({ sort: 'patient', dir: 'desc' }),
    );
    expect(header('Patient')).toHaveAttribute('aria-sort', 'descending');

    await user.click(within(header('Date')).getByRole('button'));
    await waitFor(() => expect(query(lastList(api))).toMatchObject({ sort: 'date', dir: 'asc' }));
    expect(header('Date')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Patient')).not.toHaveAttribute('aria-sort');
    expect(header('Actions')).not.toHaveAttribute('aria-sort');
    expect(within(header('Actions')).queryByRole('button')).toBeNull();
  });

  it('sends the filters to the server and keeps them in the URL', async () => {
    const user = userEvent.setup();
    const api = serve({ total: 25 });
    const { router } = renderScreen();
    await screen.findByRole('cell', { name: 'Rahul Verma' });

    await user.click(screen.getByRole('checkbox', { name: 'Upcoming Appointments' }));
    await waitFor(() => expect(query(lastList(api))).toMatchObject({ upcoming: 'true' }));

    await user.type(screen.getByRole('textbox', { name: 'From' }), '01-03-2026');
    await user.type(screen.getByRole('textbox', { name: 'To' }), '31-03-2026');
    await waitFor(() =>
      expect(query(lastList(api))).toMatchObject({ from: '2026-03-01', to: '2026-03-31' }),
    );

    await user.type(screen.getByRole('searchbox', { name: 'Search Appointments' }), 'rahul');
    await waitFor(() => expect(query(lastList(api))).toMatchObject({ search: 'rahul' }));
    // Typing waits for a pause: one request for the whole word.
    expect(api.to('GET', '/api/appointments').filter((r) => r.params.has('search'))).toHaveLength(
      1,
    );

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(query(lastList(api))).toMatchObject({ page: '2' }));
    expect(query(lastList(api))).toEqual({
      upcoming: 'true',
      from: '2026-03-01',
      to: '2026-03-31',
      search: 'rahul',
      page: '2',
      pageSize: '10',
    });
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      upcoming: 'true',
      from: '2026-03-01',
      to: '2026-03-31',
      search: 'rahul',
      page: '2',
    });
  });

  it('keeps From when To is set, and asks only for whole dates', async () => {
    const user = userEvent.setup();
    const api = serve();
    const { router } = renderScreen();
    await screen.findByRole('cell', { name: 'Rahul Verma' });
    const from = screen.getByRole('textbox', { name: 'From' });
    const to = screen.getByRole('textbox', { name: 'To' });

    await user.type(from, '01-11-2026');
    await waitFor(() => expect(query(lastList(api))).toMatchObject({ from: '2026-11-01' }));
    await user.type(to, '30-11-2026');
    await waitFor(() => expect(query(lastList(api))).toMatchObject({ to: '2026-11-30' }));

    expect(query(lastList(api))).toMatchObject({ from: '2026-11-01', to: '2026-11-30' });
    expect(from).toHaveValue('01-11-2026');
    expect(to).toHaveValue('30-11-2026');
    expect(router.state.location.search).toBe('?from=2026-11-01&to=2026-11-30');
    // A half-typed date never reached the server, so neither end was ever dropped.
    for (const request of api.to('GET', '/api/appointments')) {
      const sent = query(request);
      if ('from' in sent) expect(sent.from).toBe('2026-11-01');
      if ('to' in sent) {
        expect(sent.to).toBe('2026-11-30');
        expect(sent.from).toBe('2026-11-01');
      }
    }

    // Changing To again keeps From too.
    await user.clear(to);
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-11-01'));
    await user.type(to, '15-11-2026');
    await waitFor(() =>
      expect(query(lastList(api))).toMatchObject({ from: '2026-11-01', to: '2026-11-15' }),
    );
    expect(from).toHaveValue('01-11-2026');
  });

  it('says how to type a date, and that From must not come after To', async () => {
    const user = userEvent.setup();
    const api = serve();
    renderScreen('/appointments?from=2026-11-20');
    await screen.findByRole('cell', { name: 'Rahul Verma' });
    const from = screen.getByRole('textbox', { name: 'From' });
    const to = screen.getByRole('textbox', { name: 'To' });
    expect(from).toHaveValue('20-11-2026');

    await user.type(to, '31-02');
    await user.tab();
    expect(to).toHaveAccessibleDescription('Enter the date as dd-mm-yyyy.');
    expect(query(lastList(api))).not.toHaveProperty('to');

    await user.clear(to);
    await user.type(to, '10-11-2026');
    expect(to).toHaveAccessibleDescription('The From date must be on or before the To date.');
    const asked = api.to('GET', '/api/appointments').length;
    expect(from).toHaveValue('20-11-2026');

    await user.click(screen.getByRole('button', { name: 'Clear dates' }));
    expect(from).toHaveValue('');
    expect(to).toHaveValue('');
    await waitFor(() => expect(api.to('GET', '/api/appointments').length).toBeGreaterThan(asked));
    expect(query(lastList(api))).not.toHaveProperty('from');
  });

  it('starts from the filters in the URL', async () => {
    const api = serve();
    renderScreen('/appointments?upcoming=true&search=meera&sort=date&dir=desc&page=3');
    await screen.findByRole('cell', { name: 'Rahul Verma' });

    expect(screen.getByRole('checkbox', { name: 'Upcoming Appointments' })).toBeChecked();
    expect(screen.getByRole('searchbox', { name: 'Search Appointments' })).toHaveValue('meera');
    expect(query(lastList(api))).toEqual({
      upcoming: 'true',
      search: 'meera',
      sort: 'date',
      dir: 'desc',
      page: '3',
      pageSize: '10',
    });
    expect(within(table()).getByRole('columnheader', { name: 'Date' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('accepts a request at once and confirms with a toast', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => {};
    const api = serve({ accept: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderScreen();
    await screen.findByRole('cell', { name: 'Rahul Verma' });

    await user.click(within(rowOf('Rahul Verma')).getByRole('button', { name: /Accept/ }));
    // Optimistic: Confirmed before the server has answered.
    expect(within(rowOf('Rahul Verma')).getByText('Confirmed')).toBeInTheDocument();
    expect(api.to('POST', `/api/appointments/${pendingRow.id}/accept`)).toHaveLength(1);

    answer(jsonResponse({ appointment: { ...pendingRow, status: 'Confirmed' } }));
    expect(await screen.findByText('Appointment accepted.')).toBeInTheDocument();
  });

  it('puts the row back and says why when the server refuses', async () => {
    const user = userEvent.setup();
    serve({
      accept: () => errorResponse('CONFLICT'),
    });
    renderScreen();
    await screen.findByRole('cell', { name: 'Rahul Verma' });

    await user.click(within(rowOf('Rahul Verma')).getByRole('button', { name: /Accept/ }));

    expect(
      await screen.findByText('This appointment was changed meanwhile. Please reload.'),
    ).toBeInTheDocument();
    expect(within(rowOf('Rahul Verma')).getByText('Pending')).toBeInTheDocument();
    expect(within(rowOf('Rahul Verma')).getByRole('button', { name: /Accept/ })).toBeEnabled();
  });

  it('asks before rejecting, then stores it', async () => {
    const user = userEvent.setup();
    const api = serve();
    renderScreen();
    await screen.findByRole('cell', { name: 'Rahul Verma' });

    await user.click(within(rowOf('Rahul Verma')).getByRole('button', { name: /Reject/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this request?' });
    expect(dialog).toHaveTextContent('Rahul Verma');
    await user.click(within(dialog).getByRole('button', { name: 'Reject request' }));

    expect(await screen.findByText('Appointment rejected.')).toBeInTheDocument();
    expect(api.to('POST', `/api/appointments/${pendingRow.id}/reject`)).toHaveLength(1);
    expect(within(rowOf('Rahul Verma')).getByText('Rejected')).toBeInTheDocument();
  });

  it('shows the list in Hindi: headings, statuses, types, dates and the reject question', async () => {
    serve();
    const user = userEvent.setup();
    renderScreen('/appointments', 'hi');
    const hiTable = await screen.findByRole('table', { name: 'अपॉइंटमेंट' });
    expect(within(hiTable).getAllByRole('columnheader')[1]).toHaveTextContent('मरीज़');
    const row = within(hiTable).getByRole('row', { name: /Rahul Verma/ });
    expect(row).toHaveTextContent('लंबित');
    expect(row).toHaveTextContent('क्लिनिक विज़िट');
    expect(row).toHaveTextContent('12 मार्च 2026');
    expect(within(hiTable).getByRole('row', { name: /Arjun Nair/ })).toHaveTextContent('पूर्ण');
    expect(screen.getByRole('searchbox', { name: 'अपॉइंटमेंट खोजें' })).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: /अस्वीकार करें/ }));
    const dialog = await screen.findByRole('dialog', { name: 'यह अनुरोध अस्वीकार करें?' });
    expect(dialog).toHaveTextContent('Rahul Verma का 12 मार्च 2026 को 09:00 am बजे का क्लिनिक विज़िट');
    expect(document.body.textContent).not.toMatch(RAW_KEY);
  });
});
