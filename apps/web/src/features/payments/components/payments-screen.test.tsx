import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { BILLING_TEXTS } from '@clinic/shared/billing-texts';
import { PAYMENTS_MESSAGES, type PaymentRow, type PaymentSettings } from '@clinic/shared/payments';
import { RAW_KEY } from '@/testing/i18n';
import { jsonResponse, renderRoutes } from '@/testing/test-utils';
import { servePortal, type RecordedRequest } from '@/testing/portal-fixtures';
import { PaymentsScreen } from './payments-screen';

const settings: PaymentSettings = {
  paymentMethod: 'UPI',
  ifscCode: 'HDFC0001234',
  accountHolderName: 'Dr. Asha Rao',
  accountNumberMasked: '••••••6789',
  cashHandler: 'Reception desk',
};

const payments: PaymentRow[] = [
  {
    id: 'pay-1:refund',
    appointmentId: 'a-1',
    publicId: '#1122584',
    patient: 'Rahul Verma',
    kind: 'refund',
    amount: 240,
    status: 'Refunded',
    reference: 'rfnd_test_42',
    date: '2026-03-14',
  },
  {
    id: 'pay-1',
    appointmentId: 'a-1',
    publicId: '#1122584',
    patient: 'Rahul Verma',
    kind: 'advance',
    amount: 240,
    status: 'Refunded',
    reference: 'pay_test_41',
    date: '2026-03-12',
  },
];

function serve() {
  return servePortal({
    'GET /api/payments/settings': () => jsonResponse(settings),
    'PUT /api/payments/settings': (request) => {
      const body = request.body as Record<string, string | null | undefined>;
      return jsonResponse({
        paymentMethod: body.paymentMethod,
        ifscCode: body.ifscCode,
        accountHolderName: body.accountHolderName,
        accountNumberMasked: body.accountNumber
          ? `••••••${body.accountNumber.slice(-4)}`
          : settings.accountNumberMasked,
        cashHandler: body.cashHandler,
      });
    },
    'GET /api/payments': (request) =>
      jsonResponse({ total: 2, page: Number(request.params.get('page')), pageSize: 20, payments }),
  });
}

const renderScreen = (path = '/payments') =>
  renderRoutes([{ path: '/payments', element: <PaymentsScreen /> }], { entries: [path] });

const query = (request: RecordedRequest | undefined) =>
  Object.fromEntries(request?.params.entries() ?? []);

beforeEach(() => {
  window.localStorage.setItem('token', 'doctor-token');
});

describe('PaymentsScreen', { timeout: 20_000 }, () => {
  it('loads the payout preferences, the account number masked', async () => {
    serve();
    renderScreen();
    expect(await screen.findByRole('radio', { name: 'UPI' })).toBeChecked();
    for (const method of ['Cash', 'Credit/Debit Card', 'Net Banking', 'All of the above']) {
      expect(screen.getByRole('radio', { name: method })).not.toBeChecked();
    }
    expect(screen.getByRole('textbox', { name: 'IFSC code' })).toHaveValue('HDFC0001234');
    expect(screen.getByRole('textbox', { name: 'Account holder' })).toHaveValue('Dr. Asha Rao');
    const account = screen.getByRole('textbox', { name: 'Account number' });
    expect(account).toHaveValue('');
    expect(account).toHaveAccessibleDescription(/••••••6789/);
    expect(screen.getByText(/••••••6789/)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('123456789');
    expect(screen.getByRole('textbox', { name: 'Cash handler' })).toHaveValue('Reception desk');
  });

  it('refuses a malformed IFSC code with the shared message and sends nothing', async () => {
    const user = userEvent.setup();
    const api = serve();
    renderScreen();
    const ifsc = await screen.findByRole('textbox', { name: 'IFSC code' });

    await user.clear(ifsc);
    await user.type(ifsc, 'HDFC1001234');
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));

    expect(await screen.findByText(PAYMENTS_MESSAGES.invalidIfsc)).toBeInTheDocument();
    expect(ifsc).toHaveAttribute('aria-invalid', 'true');
    expect(api.to('PUT', '/api/payments/settings')).toHaveLength(0);
  });

  it('saves the preferences with PUT and confirms with a toast', async () => {
    const user = userEvent.setup();
    const api = serve();
    renderScreen();
    await screen.findByRole('radio', { name: 'UPI' });

    await user.click(screen.getByRole('radio', { name: 'All of the above' }));
    const ifsc = screen.getByRole('textbox', { name: 'IFSC code' });
    await user.clear(ifsc);
    await user.type(ifsc, 'sbin0004321');
    await user.type(screen.getByRole('textbox', { name: 'Account number' }), '000111222333');
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));

    expect(await screen.findByText(BILLING_TEXTS.toasts.paymentSettingsSaved)).toBeInTheDocument();
    const [put] = api.to('PUT', '/api/payments/settings');
    expect(put?.body).toEqual({
      paymentMethod: 'All of the above',
      ifscCode: 'SBIN0004321',
      accountHolderName: 'Dr. Asha Rao',
      accountNumber: '000111222333',
      cashHandler: 'Reception desk',
    });
    // The full number is gone from the form; the masked one is shown.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Account number' })).toHaveValue(''),
    );
    expect(screen.getByText(/••••••2333/)).toBeInTheDocument();
  });

  it('lists received payments and refunds with status and reference, by date range', async () => {
    const api = serve();
    const { router } = renderScreen();
    const table = await screen.findByRole('table', { name: 'Payments' });

    const refund = within(table).getByRole('row', { name: /rfnd_test_42/ });
    expect(refund).toHaveTextContent('14-03-2026');
    expect(refund).toHaveTextContent('Refund');
    expect(refund).toHaveTextContent('- ₹240');
    expect(refund).toHaveTextContent('Refunded');
    expect(within(refund).getByRole('link', { name: '#1122584' })).toHaveAttribute(
      'href',
      '/appointment-details/a-1',
    );
    const advance = within(table).getByRole('row', { name: /pay_test_41/ });
    expect(advance).toHaveTextContent('Advance');

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-31' } });
    await waitFor(() =>
      expect(query(api.to('GET', '/api/payments').at(-1))).toEqual({
        from: '2026-03-01',
        to: '2026-03-31',
        page: '1',
        pageSize: '20',
      }),
    );
    expect(router.state.location.search).toBe('?from=2026-03-01&to=2026-03-31');
  });

  it('shows payments in Hindi, with the schema messages translated', async () => {
    serve();
    renderRoutes([{ path: '/payments', element: <PaymentsScreen /> }], {
      entries: ['/payments'],
      language: 'hi',
    });
    expect(await screen.findByRole('radio', { name: 'UPI' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'नकद' })).not.toBeChecked();
    expect(screen.getByRole('heading', { name: 'भुगतान प्राप्ति की प्राथमिकताएँ' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'भुगतान' });
    expect(within(table).getByRole('columnheader', { name: 'संदर्भ' })).toBeInTheDocument();
    expect(within(table).getByText('- ₹240')).toBeInTheDocument();
    expect(within(table).getAllByText('रिफ़ंड किया गया')).toHaveLength(2);
    expect(within(table).getByText('एडवांस')).toBeInTheDocument();

    const ifsc = screen.getByRole('textbox', { name: 'IFSC कोड' });
    await userEvent.clear(ifsc);
    await userEvent.type(ifsc, 'HDFC123');
    await userEvent.click(screen.getByRole('button', { name: 'प्राथमिकताएँ सहेजें' }));
    expect(await screen.findByText('मान्य IFSC कोड दर्ज करें (जैसे HDFC0001234)')).toBeInTheDocument();
    expect(screen.queryByText(PAYMENTS_MESSAGES.invalidIfsc)).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(RAW_KEY);
  });
});
