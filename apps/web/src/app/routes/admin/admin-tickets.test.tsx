import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { TICKET_MESSAGES, type AdminTicket } from '@clinic/shared/tickets';
import { servePortal } from '@/testing/portal-fixtures';
import { RAW_KEY } from '@/testing/i18n';
import { jsonResponse, renderRoutes } from '@/testing/test-utils';
import { appRoutes } from '../../router';

const admin = { id: 'admin-1', name: 'Platform Admin', role: 'admin', profileCompleted: true };

const base: AdminTicket = {
  id: '00000000-0000-4000-8000-000000001001',
  number: 1001,
  issueType: 'Technical',
  description: 'Video room link did not open for one patient on an iPhone.',
  dateCreated: '2026-03-09',
  timeCreated: '18:20',
  createdAt: '2026-03-09T12:50:00.000Z',
  status: 'Open',
  resolvedAt: null,
  screenshotUrl: null,
  messages: [],
  doctor: { id: 'doc-1', name: 'Dr. Ananya Sharma', phone: '+919876543210' },
};

function serve() {
  let ticket = { ...base };
  const summary = () => {
    const { messages, ...rest } = ticket;
    return { ...rest, replies: messages.length, updatedAt: ticket.createdAt };
  };
  return servePortal({
    'GET /api/auth/get-userdata': () => jsonResponse({ user: admin }),
    'GET /api/admin/tickets': (request) => {
      const status = request.params.get('status') ?? 'Open';
      const rows = status === 'All' || status === ticket.status ? [summary()] : [];
      return jsonResponse({ total: rows.length, page: 1, pageSize: 20, tickets: rows });
    },
    [`GET /api/admin/tickets/${base.id}`]: () => jsonResponse({ ticket }),
    [`POST /api/admin/tickets/${base.id}/replies`]: (request) => {
      const { message } = request.body as { message: string };
      ticket = {
        ...ticket,
        messages: [
          ...ticket.messages,
          {
            id: 'm-1',
            authorRole: 'admin',
            authorName: 'Platform Admin',
            message,
            createdAt: '2026-03-10T04:30:00.000Z',
          },
        ],
      };
      return jsonResponse({ ticket }, 201);
    },
    [`POST /api/admin/tickets/${base.id}/resolve`]: () => {
      ticket = { ...ticket, status: 'Resolved', resolvedAt: '2026-03-10T04:31:00.000Z' };
      return jsonResponse({ ticket });
    },
    [`POST /api/admin/tickets/${base.id}/reopen`]: () => {
      ticket = { ...ticket, status: 'Open', resolvedAt: null };
      return jsonResponse({ ticket });
    },
  });
}

beforeEach(() => {
  window.localStorage.setItem('token', 'admin-token');
});

describe('admin tickets', { timeout: 20_000 }, () => {
  it('lists open tickets with their doctor, filters by status, and opens one', async () => {
    const user = userEvent.setup();
    const api = serve();
    const { router } = renderRoutes(appRoutes, { entries: ['/admin/tickets'] });
    expect(await screen.findByRole('heading', { name: 'Support Tickets' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: /#1001/ });
    expect(link).toHaveTextContent('Dr. Ananya Sharma');
    expect(link).toHaveTextContent('09-03-2026 06:20 PM');
    expect(screen.getByRole('link', { name: 'Tickets' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('tab', { name: /Resolved/ }));
    expect(await screen.findByText('No tickets here.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=Resolved&page=1');
    expect(api.to('GET', '/api/admin/tickets').map((r) => r.params.get('status'))).toContain(
      'Resolved',
    );
    await user.click(screen.getByRole('tab', { name: /All/ }));
    await user.click(await screen.findByRole('link', { name: /#1001/ }));
    expect(await screen.findByRole('heading', { name: 'Ticket #1001' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/admin/tickets/${base.id}`);
  });

  it('answers a ticket and resolves it, then reopens it', async () => {
    const user = userEvent.setup();
    const api = serve();
    renderRoutes(appRoutes, { entries: [`/admin/tickets/${base.id}`] });
    const conversation = await screen.findByRole('list', { name: 'Conversation' });
    expect(conversation).toHaveTextContent('Dr. Ananya Sharma');
    expect(conversation).toHaveTextContent('Video room link did not open');

    await user.type(
      screen.getByRole('textbox', { name: 'Your reply' }),
      'Please ask the patient to allow the camera in Safari.',
    );
    await user.click(screen.getByRole('button', { name: 'Send Reply' }));
    expect(await screen.findByText(TICKET_MESSAGES.replySent)).toBeInTheDocument();
    await waitFor(() =>
      expect(conversation).toHaveTextContent('Please ask the patient to allow the camera'),
    );
    expect(api.to('POST', `/api/admin/tickets/${base.id}/replies`)[0]?.body).toEqual({
      message: 'Please ask the patient to allow the camera in Safari.',
    });

    await user.click(screen.getByRole('button', { name: 'Mark as Resolved' }));
    expect(await screen.findByText(TICKET_MESSAGES.resolved)).toBeInTheDocument();
    const details = screen.getByRole('complementary');
    // The cached ticket is replaced once the answer is in.
    expect(await within(details).findByText('Resolved')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Reopen Ticket' }));
    expect(await screen.findByText(TICKET_MESSAGES.reopened)).toBeInTheDocument();
    expect(api.to('POST', `/api/admin/tickets/${base.id}/reopen`)).toHaveLength(1);
  });

  it('shows the tickets and a ticket in Hindi', async () => {
    const user = userEvent.setup();
    serve();
    renderRoutes(appRoutes, { entries: ['/admin/tickets'], language: 'hi' });
    expect(await screen.findByRole('heading', { name: 'सहायता टिकट' })).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'टिकट की स्थिति' });
    expect(within(tabs).getByRole('tab', { name: /खुले/ })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: /#1001/ });
    expect(link).toHaveTextContent('तकनीकी');
    expect(link).toHaveTextContent('0 जवाब');
    expect(link).toHaveTextContent('खुला');

    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'टिकट #1001' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'हल किया गया चिह्नित करें' })).toBeInTheDocument();
    expect(screen.getByText('समस्या का प्रकार')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(RAW_KEY);
  });
});
