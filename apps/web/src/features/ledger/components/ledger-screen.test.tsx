import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BILLING_TEXTS } from '@clinic/shared/billing-texts';
import type { LedgerInvoice } from '@clinic/shared/ledger';
import { RAW_KEY } from '@/testing/i18n';
import { errorResponse, jsonResponse, renderRoutes } from '@/testing/test-utils';
import { servePortal, type RecordedRequest } from '@/testing/portal-fixtures';
import { FILTER_MODAL_WIDTH_PX } from './ledger-filter-dialog';
import { LedgerScreen } from './ledger-screen';

const invoice = (n: number, overrides: Partial<LedgerInvoice> = {}): LedgerInvoice => ({
  invoiceId: `INV-2026-${String(n).padStart(4, '0')}`,
  patient: `Patient ${n}`,
  patientId: `p-${n}`,
  description: 'General consultation',
  date: '2026-03-12',
  amount: 1500,
  currency: 'INR',
  status: 'Paid',
  ...overrides,
});

const rows = [
  invoice(1, { patient: 'Rahul Verma', amount: 125000, date: '2026-03-05' }),
  invoice(2, { patient: 'मीरा अय्यर', status: 'Partly paid' }),
];
const totals = { invoiced: 126500, paid: 100000, refunded: 300, outstanding: 26800 };

function serve({ total = rows.length, list }: { total?: number; list?: () => Response } = {}) {
  return servePortal({
    'GET /api/ledger': (request) =>
      list?.() ??
      jsonResponse({
        total,
        page: Number(request.params.get('page')),
        pageSize: 20,
        totals,
        invoices: rows,
      }),
    'GET /api/ledger/export.csv': () =>
      new Response('\uFEFFInvoice ID,Patient Name\r\n', {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="ledger-2026-03-01-to-2026-03-31.csv"',
        },
      }),
  });
}

function renderScreen(path = '/ledger', language: 'en' | 'hi' = 'en') {
  return renderRoutes(
    [
      { path: '/ledger', element: <LedgerScreen /> },
      { path: '/ledger-details/:id', element: <h1>Invoice screen</h1> },
    ],
    { entries: [path], language },
  );
}

const query = (request: RecordedRequest | undefined) =>
  Object.fromEntries(request?.params.entries() ?? []);
const lastList = (api: ReturnType<typeof serve>) => api.to('GET', '/api/ledger').at(-1);
const table = () => screen.getByRole('table', { name: 'Transactions' });
const header = (name: string) => within(table()).getByRole('columnheader', { name });

beforeEach(() => {
  window.localStorage.setItem('token', 'doctor-token');
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('LedgerScreen', { timeout: 20_000 }, () => {
  it('shows the spec columns, dd-mm-yyyy dates, grouped amounts, totals and View links', async () => {
    const api = serve();
    renderScreen();
    expect(await screen.findByRole('cell', { name: 'Rahul Verma' })).toBeInTheDocument();

    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Invoice ID', 'Patient Name', 'Description', 'Date', 'Amount', 'Actions']);
    const rahul = within(table()).getByRole('row', { name: /Rahul Verma/ });
    expect(within(rahul).getByRole('cell', { name: '05-03-2026' })).toBeInTheDocument();
    expect(rahul).toHaveTextContent('₹1,25,000');
    expect(within(rahul).getByRole('link', { name: 'View invoice INV-2026-0001' })).toHaveAttribute(
      'href',
      '/ledger-details/INV-2026-0001',
    );
    expect(screen.getByRole('cell', { name: 'मीरा अय्यर' })).toBeInTheDocument();

    const cards = screen.getByRole('region', { name: /Totals, All time/ });
    expect(within(cards).getByRole('listitem', { name: 'Invoiced' })).toHaveTextContent(
      '₹1,26,500',
    );
    // Paid less the ₹300 given back: Invoiced is that plus Outstanding.
    expect(within(cards).getByRole('listitem', { name: 'Net paid' })).toHaveTextContent('₹99,700');
    expect(within(cards).getByRole('listitem', { name: 'Refunded' })).toHaveTextContent('₹300');
    expect(within(cards).getByRole('listitem', { name: 'Outstanding' })).toHaveTextContent(
      '₹26,800',
    );
    // Newest first until a header is clicked.
    expect(query(lastList(api))).toEqual({ sort: 'date', dir: 'desc', page: '1', pageSize: '20' });
    expect(header('Date')).toHaveAttribute('aria-sort', 'descending');
  });

  it('sorts every column on the server: a new column ascending, the same one toggles', async () => {
    const user = userEvent.setup();
    const api = serve();
    const { router } = renderScreen();
    await screen.findByRole('cell', { name: 'Rahul Verma' });

    for (const [label, key] of [
      ['Invoice ID', 'invoiceId'],
      ['Patient Name', 'patient'],
      ['Description', 'description'],
      ['Amount', 'amount'],
    ] as const) {
      await user.click(within(header(label)).getByRole('button'));
      await waitFor(() => expect(query(lastList(api))).toMatchObject({ sort: key, dir: 'asc' }));
      expect(header(label)).toHaveAttribute('aria-sort', 'ascending');
    }
    await user.click(within(header('Amount')).getByRole('button'));
    await waitFor(() =>
      expect(query(lastList(api))).toMatchObject({ sort: 'amount', dir: 'desc' }),
    );
    expect(router.state.location.search).toBe('?sort=amount&dir=desc');
    expect(within(header('Actions')).queryByRole('button')).toBeNull();
  });

  it('searches and pages on the server, keeping both in the URL', async () => {
    const user = userEvent.setup();
    const api = serve({ total: 45 });
    const { router } = renderScreen();
    await screen.findByRole('cell', { name: 'Rahul Verma' });

    await user.type(screen.getByRole('searchbox', { name: 'Search Invoices' }), 'rahul');
    await waitFor(() => expect(query(lastList(api))).toMatchObject({ search: 'rahul' }));
    expect(api.to('GET', '/api/ledger').filter((r) => r.params.has('search'))).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(query(lastList(api))).toMatchObject({ page: '3' }));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      search: 'rahul',
      page: '3',
    });
  });

  it('filters by an inclusive range only when both dates are given, in a 400 px modal', async () => {
    const user = userEvent.setup();
    const api = serve();
    const { router } = renderScreen();
    await screen.findByRole('cell', { name: 'Rahul Verma' });

    // One date only: nothing changes and the modal closes.
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    let dialog = await screen.findByRole('dialog', { name: 'Filter' });
    const styled = [dialog, ...dialog.querySelectorAll<HTMLElement>('[style]')];
    expect(styled.map((el) => el.style.maxWidth)).toContain(`${FILTER_MODAL_WIDTH_PX}px`);
    await user.type(within(dialog).getByRole('textbox', { name: 'From Date' }), '01-03-2026');
    await user.click(within(dialog).getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('');

    // A bad date is refused with a message.
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    dialog = await screen.findByRole('dialog', { name: 'Filter' });
    await user.type(within(dialog).getByRole('textbox', { name: 'From Date' }), '01-03-2026');
    await user.type(within(dialog).getByRole('textbox', { name: 'To Date' }), '31-02-2026');
    await user.click(within(dialog).getByRole('button', { name: 'Filter' }));
    expect(within(dialog).getByText(BILLING_TEXTS.filter.dateFormat)).toBeInTheDocument();

    await user.clear(within(dialog).getByRole('textbox', { name: 'To Date' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'To Date' }), '31-03-2026');
    await user.click(within(dialog).getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(query(lastList(api))).toMatchObject({ from: '2026-03-01', to: '2026-03-31' }),
    );
    expect(router.state.location.search).toBe('?from=2026-03-01&to=2026-03-31');
    expect(
      await screen.findByRole('region', { name: /Totals, 01-03-2026 to 31-03-2026/ }),
    ).toBeInTheDocument();

    // Clear removes the range.
    await user.click(screen.getByRole('button', { name: /^Filter/ }));
    dialog = await screen.findByRole('dialog', { name: 'Filter' });
    expect(within(dialog).getByRole('textbox', { name: 'From Date' })).toHaveValue('01-03-2026');
    await user.click(within(dialog).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    // The unfiltered page is still cached: shown again without a new request.
    expect(await screen.findByRole('region', { name: /Totals, All time/ })).toBeInTheDocument();
  });

  it('exports the same query as CSV with the Bearer header, never a token in the URL', async () => {
    const user = userEvent.setup();
    const created = vi.fn((_blob: Blob) => 'blob:ledger-csv');
    URL.createObjectURL = created;
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const api = serve();
    renderScreen('/ledger?from=2026-03-01&to=2026-03-31&search=rahul&sort=amount&dir=asc');
    await screen.findByRole('cell', { name: 'Rahul Verma' });

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText(BILLING_TEXTS.toasts.exported)).toBeInTheDocument();

    const exports = api.to('GET', '/api/ledger/export.csv');
    expect(exports).toHaveLength(1);
    expect(query(exports[0])).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      search: 'rahul',
      sort: 'amount',
      dir: 'asc',
    });
    const request = api.fetchMock.mock.calls
      .map(([input]) => input as Request)
      .find((r) => r.url.includes('export.csv'))!;
    expect(request.headers.get('authorization')).toBe('Bearer doctor-token');
    expect(request.url).not.toContain('doctor-token');
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('ledger-2026-03-01-to-2026-03-31.csv');
    expect(link.href).toBe('blob:ledger-csv');
    click.mockRestore();
  });

  it('shows the empty and error states', async () => {
    const empty = () =>
      jsonResponse({
        total: 0,
        page: 1,
        pageSize: 20,
        totals: { invoiced: 0, paid: 0, refunded: 0, outstanding: 0 },
        invoices: [],
      });
    serve({ list: empty });
    const first = renderScreen();
    expect(await screen.findByText(BILLING_TEXTS.empty.ledger)).toBeInTheDocument();
    first.unmount();

    serve({ list: () => errorResponse('INTERNAL') });
    renderScreen();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the ledger in Hindi: labels, statuses, rupees and the filter dialog', async () => {
    serve();
    renderScreen('/ledger?from=2026-03-01&to=2026-03-31', 'hi');
    const hiTable = await screen.findByRole('table', { name: 'लेन-देन' });
    expect(within(hiTable).getByRole('columnheader', { name: 'मरीज़ का नाम' })).toBeInTheDocument();
    expect(within(hiTable).getByText('₹1,25,000')).toBeInTheDocument();
    expect(within(hiTable).getByText('आंशिक भुगतान')).toBeInTheDocument();
    expect(
      within(hiTable).getByRole('link', { name: 'इनवॉइस INV-2026-0001 देखें' }),
    ).toBeInTheDocument();
    const invoiced = screen.getByRole('listitem', { name: 'इनवॉइस की गई राशि' });
    expect(invoiced).toHaveTextContent('01-03-2026 से 31-03-2026 तक');
    expect(screen.getByRole('button', { name: /CSV एक्सपोर्ट करें/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /^फ़िल्टर/ }));
    const dialog = await screen.findByRole('dialog', { name: 'फ़िल्टर' });
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'आरंभ तिथि' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'आरंभ तिथि' }), '31-13-2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'फ़िल्टर करें' }));
    expect(await within(dialog).findByText('तारीख dd-mm-yyyy के रूप में दर्ज करें।')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(RAW_KEY);
  });
});
