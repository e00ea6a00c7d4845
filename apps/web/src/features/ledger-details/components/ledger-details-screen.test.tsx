import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BILLING_TEXTS } from '@clinic/shared/billing-texts';
import { LEDGER_MESSAGES, type LedgerDetails } from '@clinic/shared/ledger';
import LedgerDetailsRoute from '@/app/routes/portal/ledger-details';
import { PortalLayout } from '@/app/layouts/portal-layout';
import { RAW_KEY } from '@/testing/i18n';
import { errorResponse, jsonResponse, renderRoutes } from '@/testing/test-utils';
import { servePortal } from '@/testing/portal-fixtures';

const details: LedgerDetails = {
  invoiceId: 'INV-2026-0007',
  patient: 'Rahul Verma',
  patientId: 'p-1',
  date: '2026-03-12',
  treatment: 'Root canal treatment',
  cost: 12000,
  discount: 500,
  tax: 2070,
  amount: 13570,
  paid: 240,
  refunded: 0,
  balance: 13330,
  status: 'Partly paid',
  paymentReference: 'pay_test_123',
  currency: 'INR',
  memberSince: '15 Jan 2025',
  age: '34 Yrs',
  phone: '+919876543210',
  avatar: null,
  currentInvoiceSrNo: 7,
  ledgerHistory: [
    {
      invoiceId: 'INV-2026-0007',
      date: '2026-03-12',
      treatment: 'Root canal treatment',
      cost: 12000,
      amount: 13570,
    },
    {
      invoiceId: 'INV-2026-0002',
      date: '2026-01-20',
      treatment: 'Check-up',
      cost: 800,
      amount: 800,
    },
  ],
};

function serve() {
  return servePortal({
    'GET /api/portal/summary': () => jsonResponse({ pendingRequests: 0, unreadNotifications: 0 }),
    'GET /api/auth/get-userdata': () => jsonResponse({ user: { name: 'Dr. Demo' } }),
    'GET /api/ledger/INV-2026-0007': () => jsonResponse(details),
    'GET /api/ledger/INV-2026-0007/pdf': () =>
      new Response(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="INV-2026-0007.pdf"',
        },
      }),
    'GET /api/ledger/INV-9999-0001': () =>
      errorResponse('NOT_FOUND', LEDGER_MESSAGES.invoiceNotFound),
  });
}

function renderAt(path: string) {
  return renderRoutes(
    [
      {
        element: <PortalLayout />,
        children: [
          { path: '/ledger-details/:id', element: <LedgerDetailsRoute /> },
          { path: '/ledger', element: <h1>Ledger screen</h1> },
        ],
      },
    ],
    { entries: [path] },
  );
}

beforeEach(() => {
  window.localStorage.setItem('token', 'doctor-token');
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('Ledger details', { timeout: 20_000 }, () => {
  it('shows the invoice fields, the serial number, the patient card and the history', async () => {
    serve();
    renderAt('/ledger-details/INV-2026-0007');
    const sheet = await screen.findByRole('article', { name: 'INV-2026-0007' });

    expect(sheet).toHaveTextContent('Invoice Sr. No. 7');
    expect(sheet).toHaveTextContent('12-03-2026');
    expect(sheet).toHaveTextContent('Root canal treatment');
    expect(sheet).toHaveTextContent('₹12,000');
    expect(sheet).toHaveTextContent('- ₹500');
    expect(sheet).toHaveTextContent('₹2,070');
    expect(sheet).toHaveTextContent('₹13,570');
    expect(sheet).toHaveTextContent('₹13,330');
    expect(sheet).toHaveTextContent('pay_test_123');
    expect(sheet).toHaveTextContent('INR');
    expect(within(sheet).getByText('Partly paid')).toBeInTheDocument();

    const patient = screen.getByRole('region', { name: 'Patient' });
    expect(patient).toHaveTextContent('Rahul Verma');
    expect(patient).toHaveTextContent('Member Since 15 Jan 2025');
    expect(patient).toHaveTextContent('34 Yrs');
    expect(within(patient).getByRole('link', { name: /98765 43210/ })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );

    const history = screen.getByRole('table', { name: 'Ledger History' });
    expect(within(history).getAllByRole('row')).toHaveLength(3);
    expect(within(history).getByRole('link', { name: 'INV-2026-0002' })).toHaveAttribute(
      'href',
      '/ledger-details/INV-2026-0002',
    );
  });

  it('downloads the PDF with the session, as a file named after the invoice', async () => {
    const user = userEvent.setup();
    URL.createObjectURL = vi.fn(() => 'blob:invoice-pdf');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const api = serve();
    renderAt('/ledger-details/INV-2026-0007');
    await screen.findByRole('article', { name: 'INV-2026-0007' });

    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(
      await screen.findByText(BILLING_TEXTS.toasts.downloaded('INV-2026-0007')),
    ).toBeInTheDocument();
    expect(api.to('GET', '/api/ledger/INV-2026-0007/pdf')).toHaveLength(1);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('INV-2026-0007.pdf');
    expect(link.href).toBe('blob:invoice-pdf');
    click.mockRestore();
  });

  it('prints with the browser, leaving the sidebar, the header and the buttons off the paper', async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    serve();
    renderAt('/ledger-details/INV-2026-0007');
    const sheet = await screen.findByRole('article', { name: 'INV-2026-0007' });

    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();

    const hiddenInPrint = (el: Element | null) => el?.closest('.print\\:hidden') !== null;
    expect(hiddenInPrint(screen.getByRole('navigation', { name: 'Portal' }))).toBe(true);
    expect(hiddenInPrint(screen.getByRole('banner'))).toBe(true);
    expect(hiddenInPrint(screen.getByRole('button', { name: 'Print' }))).toBe(true);
    expect(hiddenInPrint(screen.getByRole('button', { name: 'Download' }))).toBe(true);
    expect(hiddenInPrint(screen.getByRole('button', { name: /Go Back/ }))).toBe(true);
    expect(hiddenInPrint(screen.getByRole('heading', { name: 'Invoice Details', level: 1 }))).toBe(
      true,
    );
    expect(hiddenInPrint(sheet)).toBe(false);
    print.mockRestore();
  });

  it("shows a not-found state for an unknown or another doctor's invoice", async () => {
    serve();
    renderAt('/ledger-details/INV-9999-0001');
    expect(
      await screen.findByRole('heading', { name: LEDGER_MESSAGES.invoiceNotFound }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Go to Ledger' })).toHaveAttribute('href', '/ledger'),
    );
  });

  it('shows the invoice in Hindi, with rupees, status, age and member since translated', async () => {
    serve();
    renderRoutes([{ path: '/ledger-details/:id', element: <LedgerDetailsRoute /> }], {
      entries: ['/ledger-details/INV-2026-0007'],
      language: 'hi',
    });
    const sheet = await screen.findByRole('article', { name: 'INV-2026-0007' });
    expect(screen.getByRole('heading', { name: 'इनवॉइस विवरण' })).toBeInTheDocument();
    expect(sheet).toHaveTextContent('इनवॉइस क्रम संख्या 7');
    expect(sheet).toHaveTextContent('आंशिक भुगतान');
    expect(sheet).toHaveTextContent('छूट- ₹500');
    expect(sheet).toHaveTextContent('34 वर्ष');
    const patient = screen.getByRole('region', { name: 'मरीज़' });
    expect(patient).toHaveTextContent('15 जन॰ 2025 से सदस्य');
    expect(screen.getByRole('heading', { name: 'लेजर इतिहास' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'प्रिंट करें' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(RAW_KEY);
  });
});
