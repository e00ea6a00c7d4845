import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { HELP_FAQ, TICKET_MESSAGES, type Ticket } from '@clinic/shared/tickets';
import HelpRoute from '@/app/routes/portal/help';
import { RAW_KEY } from '@/testing/i18n';
import { jsonResponse, renderRoutes } from '@/testing/test-utils';
import { servePortal } from '@/testing/portal-fixtures';

const answered: Ticket = {
  id: '00000000-0000-4000-8000-000000001001',
  number: 1001,
  issueType: 'Payments',
  description: 'When will the payout for last month be credited?',
  dateCreated: '2026-03-08',
  timeCreated: '16:05',
  createdAt: '2026-03-08T10:35:00.000Z',
  status: 'Open',
  resolvedAt: null,
  screenshotUrl: null,
  messages: [
    {
      id: 'm-1',
      authorRole: 'admin',
      authorName: 'Platform Admin',
      message: 'We are checking this with the payments team.',
      createdAt: '2026-03-08T11:35:00.000Z',
    },
  ],
};
const resolved: Ticket = {
  ...answered,
  id: '00000000-0000-4000-8000-000000001000',
  number: 1000,
  issueType: 'Account',
  description: 'Please update my clinic phone number.',
  dateCreated: '2026-03-01',
  timeCreated: '09:30',
  status: 'Resolved',
  resolvedAt: '2026-03-02T04:00:00.000Z',
  messages: [],
};

function serve(tickets: Ticket[] = [answered, resolved]) {
  let list = [...tickets];
  return servePortal({
    'GET /api/tickets': () => jsonResponse({ tickets: list }),
    'POST /api/tickets': (request) => {
      const form = request.body as FormData;
      const ticket: Ticket = {
        ...answered,
        id: '00000000-0000-4000-8000-000000001002',
        number: 1002,
        issueType: String(form.get('issueType')),
        description: String(form.get('message')).trim(),
        messages: [],
      };
      list = [ticket, ...list];
      return jsonResponse({ ticket }, 201);
    },
    'POST /api/tickets/*': (request) => {
      const { message } = request.body as { message: string };
      const ticket: Ticket = {
        ...answered,
        messages: [
          ...answered.messages,
          {
            id: 'm-2',
            authorRole: 'doctor',
            authorName: 'Dr. Demo',
            message,
            createdAt: '2026-03-08T12:00:00.000Z',
          },
        ],
      };
      list = list.map((t) => (t.id === ticket.id ? ticket : t));
      return jsonResponse({ ticket }, 201);
    },
  });
}

const renderHelp = () =>
  renderRoutes([{ path: '/help', element: <HelpRoute /> }], { entries: ['/help'] });

beforeEach(() => {
  window.localStorage.setItem('token', 'doctor-token');
});

describe('Help', { timeout: 20_000 }, () => {
  it('lists the tickets with id, description, date, time and status', async () => {
    serve();
    renderHelp();
    const table = await screen.findByRole('table', { name: 'Support tickets' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Ticket ID', 'Description', 'Date', 'Time', 'Status', 'Actions']);
    const row = within(table).getByRole('row', { name: /#1001/ });
    expect(row).toHaveTextContent('When will the payout for last month be credited?');
    expect(row).toHaveTextContent('08-03-2026');
    expect(row).toHaveTextContent('04:05 PM');
    expect(row).toHaveTextContent('Open');
    expect(within(table).getByRole('row', { name: /#1000/ })).toHaveTextContent('Resolved');
  });

  it('opens a ticket’s conversation and sends a reply', async () => {
    const user = userEvent.setup();
    const api = serve();
    renderHelp();
    await user.click(await screen.findByRole('button', { name: 'View ticket #1001, 1 reply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ticket #1001' });
    const conversation = within(dialog).getByRole('list', { name: 'Conversation' });
    expect(conversation).toHaveTextContent('When will the payout for last month be credited?');
    expect(conversation).toHaveTextContent('Platform Admin (Support)');
    expect(conversation).toHaveTextContent('We are checking this with the payments team.');

    await user.click(within(dialog).getByRole('button', { name: 'Send Reply' }));
    expect(await within(dialog).findByText(TICKET_MESSAGES.replyRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Your reply' }), 'Thank you!');
    await user.click(within(dialog).getByRole('button', { name: 'Send Reply' }));
    await waitFor(() => expect(conversation).toHaveTextContent('Thank you!'));
    expect(api.to('POST', `/api/tickets/${answered.id}/replies`)[0]?.body).toEqual({
      message: 'Thank you!',
    });
  });

  it('submits a new ticket: issue type, 10 to 2,000 characters with a counter, screenshot checked on selection', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const api = serve();
    renderHelp();
    await screen.findByRole('table', { name: 'Support tickets' });
    await user.click(screen.getByRole('button', { name: 'Submit New Ticket' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit New Ticket' });

    await user.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Too short');
    expect(within(dialog).getByText('9 / 2,000')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Submit Ticket' }));
    expect(await within(dialog).findByText(TICKET_MESSAGES.messageTooShort)).toBeInTheDocument();
    expect(within(dialog).getByText(TICKET_MESSAGES.issueTypeRequired)).toBeInTheDocument();
    expect(api.to('POST', '/api/tickets')).toHaveLength(0);

    const picker = within(dialog).getByLabelText('Screenshot (optional)');
    await user.upload(picker, new File(['%PDF-1.4'], 'report.pdf', { type: 'application/pdf' }));
    expect(within(dialog).getByText(TICKET_MESSAGES.screenshotType)).toBeInTheDocument();
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(picker, big);
    expect(within(dialog).getByText(TICKET_MESSAGES.screenshotTooLarge)).toBeInTheDocument();
    const shot = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'calendar.png', {
      type: 'image/png',
    });
    await user.upload(picker, shot);
    expect(within(dialog).queryByText(TICKET_MESSAGES.screenshotTooLarge)).not.toBeInTheDocument();

    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Issue Type' }),
      'Technical',
    );
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Message' }),
      ': the calendar does not load',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Submit Ticket' }));

    expect(await screen.findByText(`${TICKET_MESSAGES.submitted}: #1002`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const form = api.to('POST', '/api/tickets')[0]?.body as FormData;
    expect(form.get('issueType')).toBe('Technical');
    expect(form.get('message')).toBe('Too short: the calendar does not load');
    // (The test fetch's FormData keeps the bytes, not the file name.)
    expect((form.get('screenshot') as Blob).size).toBe(shot.size);
    expect(await screen.findByRole('row', { name: /#1002/ })).toHaveTextContent(
      'Too short: the calendar does not load',
    );
  });

  it('answers common questions in an accordion of buttons', async () => {
    const user = userEvent.setup();
    serve([]);
    renderHelp();
    expect(await screen.findByText('You have not raised any support tickets.')).toBeInTheDocument();
    const [first, second] = HELP_FAQ;
    const q1 = screen.getByRole('button', { name: first!.question });
    const q2 = screen.getByRole('button', { name: second!.question });
    expect(q1).toHaveAttribute('aria-expanded', 'false');
    await user.click(q1);
    expect(q1).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: first!.question })).toHaveTextContent(
      first!.answer[0]!,
    );
    await user.click(q2);
    expect(q1).toHaveAttribute('aria-expanded', 'false');
    expect(q2).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('region', { name: first!.question })).not.toBeInTheDocument();
  });

  it('shows Help in Hindi: tickets, the conversation, the form checks and the FAQ', async () => {
    const user = userEvent.setup();
    serve();
    renderRoutes([{ path: '/help', element: <HelpRoute /> }], {
      entries: ['/help'],
      language: 'hi',
    });
    const table = await screen.findByRole('table', { name: 'सहायता टिकट' });
    expect(within(table).getByRole('columnheader', { name: 'टिकट ID' })).toBeInTheDocument();
    expect(within(table).getByText('हल हो गया')).toBeInTheDocument();
    expect(within(table).getAllByText('भुगतान').length).toBeGreaterThan(0);

    await user.click(within(table).getByRole('button', { name: 'टिकट #1001 देखें, 1 जवाब' }));
    const thread = await screen.findByRole('dialog', { name: 'टिकट #1001' });
    expect(within(thread).getByText('Platform Admin (सहायता टीम)')).toBeInTheDocument();
    expect(within(thread).getByText('आप')).toBeInTheDocument();
    await user.click(within(thread).getByRole('button', { name: 'जवाब भेजें' }));
    expect(within(thread).getByText('कृपया जवाब लिखें।')).toBeInTheDocument();
    await user.click(within(thread).getByRole('button', { name: 'बंद करें' }));

    await user.click(screen.getByRole('button', { name: 'नया टिकट दर्ज करें' }));
    const form = await screen.findByRole('dialog', { name: 'नया टिकट दर्ज करें' });
    expect(within(form).getByRole('option', { name: 'तकनीकी' })).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'टिकट दर्ज करें' }));
    expect(await within(form).findByText('कृपया समस्या का प्रकार चुनें।')).toBeInTheDocument();
    expect(within(form).getByText('संदेश कम से कम 10 अक्षरों का होना चाहिए।')).toBeInTheDocument();
    expect(screen.queryByText(TICKET_MESSAGES.issueTypeRequired)).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'रद्द करें' }));

    expect(screen.getByRole('heading', { name: 'अक्सर पूछे जाने वाले सवाल' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'मरीज़ का एडवांस कब वापस होता है?' }),
    ).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(RAW_KEY);
    expect(HELP_FAQ).toHaveLength(5);
  });
});
