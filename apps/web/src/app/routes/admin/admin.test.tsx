import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_TEXTS } from '@clinic/shared/messages';
import type { DoctorReview, ReviewDocument } from '@/features/admin/api/get-doctor';
import type { QueueDoctor } from '@/features/admin/api/get-doctors';
import { buildDoctorReview, buildQueueDoctor } from '@/features/admin/testing/admin-data';
import { RAW_KEY } from '@/testing/i18n';
import { errorResponse, jsonResponse, mockFetch, renderRoutes } from '@/testing/test-utils';
import { appRoutes } from '../../router';

const admin = { id: 'admin-1', name: 'Platform Admin', role: 'admin', profileCompleted: true };
const PAGE_SIZE = 20;

interface FakeAdminApi {
  queues: Record<string, QueueDoctor[]>;
  review: DoctorReview;
  requests: Array<{ method: string; url: URL; body: unknown }>;
}

/** The admin API in memory: the queue by status and page, one doctor, and reviews. */
function serve(state: FakeAdminApi) {
  return mockFetch(async (request) => {
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    const body = text ? JSON.parse(text) : undefined;
    state.requests.push({ method: request.method, url, body });
    const path = url.pathname;
    if (path === '/api/auth/get-userdata') return jsonResponse({ user: admin });
    if (path === '/api/admin/doctors') {
      const status = url.searchParams.get('status') ?? 'Pending';
      const page = Number(url.searchParams.get('page') ?? '1');
      const all = state.queues[status] ?? [];
      return jsonResponse({
        total: all.length,
        page,
        pageSize: PAGE_SIZE,
        doctors: all.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
      });
    }
    if (path === `/api/admin/doctors/${state.review.doctor.id}`) return jsonResponse(state.review);
    const review = /^\/api\/admin\/documents\/([^/]+)\/review$/.exec(path);
    if (review && request.method === 'POST') {
      const { status, reason } = body as { status: string; reason?: string };
      const documents: ReviewDocument[] = state.review.documents.map((d) =>
        d.id === review[1]
          ? { ...d, status, reason: reason ?? null, reviewedAt: '2025-11-20T10:00:00.000Z' }
          : d,
      );
      const required = documents.filter((d) => d.kind !== 'bankInfo');
      const verdict = required.some((d) => d.status === 'Rejected')
        ? 'Rejected'
        : required.every((d) => d.status === 'Verified')
          ? 'Verified'
          : 'Pending';
      state.review = { doctor: { ...state.review.doctor, verificationStatus: verdict }, documents };
      return jsonResponse({ verificationStatus: verdict, documents });
    }
    if (path.startsWith('/api/documents/')) {
      return new Response(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), {
        headers: { 'content-type': 'application/pdf' },
      });
    }
    return errorResponse('NOT_FOUND');
  });
}

function setup(entry: string, overrides: Partial<FakeAdminApi> = {}, language: 'en' | 'hi' = 'en') {
  const state: FakeAdminApi = {
    queues: {
      Pending: Array.from({ length: 25 }, (_, i) => buildQueueDoctor(i + 1)),
      Rejected: [buildQueueDoctor(90, { name: 'Dr. Rejected One', status: 'Rejected' })],
      Verified: [],
    },
    review: buildDoctorReview(),
    requests: [],
    ...overrides,
  };
  serve(state);
  const view = renderRoutes(appRoutes, { entries: [entry], language });
  return { ...view, state, user: userEvent.setup() };
}

beforeEach(() => {
  window.localStorage.setItem('token', 'admin-token');
  URL.createObjectURL = vi.fn(() => 'blob:document');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

// Route chunks load on first render; a loaded machine running every file needs the slack.
describe('/admin verification queue', { timeout: 20_000 }, () => {
  it('shows the tabs with counts, the doctors of a tab and its pages', async () => {
    const { user, router } = setup('/admin');

    // The first render loads the admin chunks (guard, layout, page).
    const tabs = await screen.findByRole(
      'tablist',
      { name: 'Verification status' },
      { timeout: 5000 },
    );
    const pending = within(tabs).getByRole('tab', { name: /Pending/ });
    await waitFor(() => expect(pending).toHaveTextContent('Pending25'));
    expect(pending).toHaveAttribute('aria-selected', 'true');
    await waitFor(() =>
      expect(within(tabs).getByRole('tab', { name: /Rejected/ })).toHaveTextContent('Rejected1'),
    );
    expect(within(tabs).getByRole('tab', { name: /Verified/ })).toHaveTextContent('Verified0');

    const table = await screen.findByRole('table', { name: 'Pending doctors, page 1' });
    expect(within(table).getAllByRole('row')).toHaveLength(PAGE_SIZE + 1);
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getByText('Dr. Doctor 1')).toBeInTheDocument();
    expect(within(first).getByText('Clinic 1')).toBeInTheDocument();
    expect(within(first).getByText('Bengaluru')).toBeInTheDocument();
    expect(within(first).getByText('+91 98765 00001')).toBeInTheDocument();
    expect(within(first).getByText('15 Nov 2025')).toBeInTheDocument();
    expect(screen.getByText(/Showing/)).toHaveTextContent('Showing 1-20 of 25');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    const second = await screen.findByRole('table', { name: 'Pending doctors, page 2' });
    expect(within(second).getAllByRole('row')).toHaveLength(6);
    expect(within(second).getByText('Dr. Doctor 21')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=Pending&page=2');

    await user.click(within(tabs).getByRole('tab', { name: /Rejected/ }));
    const rejected = await screen.findByRole('table', { name: 'Rejected doctors, page 1' });
    expect(within(rejected).getByText('Dr. Rejected One')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=Rejected&page=1');

    await user.click(within(tabs).getByRole('tab', { name: /Verified/ }));
    expect(await screen.findByText(ADMIN_TEXTS.empty.Verified)).toBeInTheDocument();
  });

  it('has the admin header with Logout', async () => {
    const { user, router } = setup('/admin');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByText('Admin')).toBeInTheDocument();
    await user.click(within(banner).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('leads to a doctor and back to the same tab and page', async () => {
    const { user, router, state } = setup('/admin?status=Pending&page=1', {
      queues: { Pending: [buildQueueDoctor(1, { id: buildDoctorReview().doctor.id })] },
    });
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('link', { name: 'Review Dr. Doctor 1' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: state.review.doctor.name! }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to verification queue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(router.state.location.search).toBe('?status=Pending&page=1');
  });
});

describe('/admin/doctors/:id review', { timeout: 20_000 }, () => {
  const doctorPath = `/admin/doctors/${buildDoctorReview().doctor.id}`;

  it("shows the doctor's details and each document inline from an object URL", async () => {
    setup(doctorPath);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dr. Harini Adiga' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Doctor details' });
    expect(within(details).getByText('+91 94104 73265')).toBeInTheDocument();
    expect(within(details).getByText('MBBS, MS - Obstetrics & Gynaecology')).toBeInTheDocument();

    const card = screen.getByRole('article', { name: 'Government ID' });
    const frame = await within(card).findByTitle('Government ID of Dr. Harini Adiga');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toMatch(/^blob:document/);
    expect(screen.getAllByRole('article')).toHaveLength(5);
  });

  it('requires a reason to reject, then sends it', async () => {
    const { user, state } = setup(doctorPath);
    const card = await screen.findByRole('article', { name: 'Government ID' }, { timeout: 5000 });
    await user.click(within(card).getByRole('button', { name: 'Reject Government ID' }));

    const reason = within(card).getByRole('textbox', { name: 'Reason for rejection' });
    expect(reason).toHaveFocus();
    await user.click(within(card).getByRole('button', { name: 'Confirm rejection' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(ADMIN_TEXTS.reasonRequired);
    expect(state.requests.some((r) => r.url.pathname.endsWith('/review'))).toBe(false);

    await user.type(reason, 'The photo is blurred');
    await user.click(within(card).getByRole('button', { name: 'Confirm rejection' }));

    await waitFor(() => expect(within(card).getByText('Rejected')).toBeInTheDocument());
    expect(within(card).getByText('The photo is blurred')).toBeInTheDocument();
    const review = state.requests.find((r) => r.url.pathname.endsWith('/review'));
    expect(review?.body).toEqual({ status: 'Rejected', reason: 'The photo is blurred' });
    const summary = screen.getByRole('region', { name: /Verification status/ });
    expect(within(summary).getAllByText('Rejected').length).toBeGreaterThan(0);
  });

  it("verifies documents and shows the doctor's resulting status", async () => {
    const review = buildDoctorReview();
    review.documents = review.documents.map((d) =>
      d.kind === 'governmentId' ? d : { ...d, status: 'Verified' },
    );
    const { user, state } = setup(doctorPath, { review });
    const summary = await screen.findByRole(
      'region',
      { name: /Verification status/ },
      { timeout: 5000 },
    );
    expect(within(summary).getByText('3 of 4 required documents verified')).toBeInTheDocument();

    const card = screen.getByRole('article', { name: 'Government ID' });
    await user.click(within(card).getByRole('button', { name: 'Verify Government ID' }));

    await waitFor(() =>
      expect(within(summary).getByText('4 of 4 required documents verified')).toBeInTheDocument(),
    );
    expect(
      within(summary).getByText('Dr. Harini Adiga is verified and listed in search.'),
    ).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Verify Government ID' })).toBeDisabled();
    expect(await screen.findByText('Government ID verified.')).toBeInTheDocument();
    expect(state.requests.find((r) => r.url.pathname.endsWith('/review'))?.body).toEqual({
      status: 'Verified',
    });
  });

  it('shows the queue and a review in Hindi, with the reason check translated', async () => {
    const { user } = setup('/admin', {}, 'hi');
    const tabs = await screen.findByRole('tablist', { name: 'सत्यापन की स्थिति' }, { timeout: 5000 });
    await waitFor(() =>
      expect(within(tabs).getByRole('tab', { name: /लंबित/ })).toHaveTextContent('लंबित25'),
    );
    const table = await screen.findByRole('table', { name: 'लंबित डॉक्टर, पेज 1' });
    expect(within(table).getByRole('columnheader', { name: 'शहर' })).toBeInTheDocument();
    expect(within(table).getAllByText('15 नव॰ 2025').length).toBeGreaterThan(0);
    expect(screen.getByRole('navigation', { name: 'एडमिन' })).toHaveTextContent('टिकट');
    expect(document.body.textContent).not.toMatch(RAW_KEY);

    await user.click(within(table).getByRole('link', { name: 'Dr. Doctor 1 की जाँच करें' }));
    const card = await screen.findByRole(
      'article',
      { name: 'सरकारी पहचान पत्र' },
      { timeout: 5000 },
    );
    await user.click(within(card).getByRole('button', { name: 'सरकारी पहचान पत्र अस्वीकार करें' }));
    await user.click(within(card).getByRole('button', { name: 'अस्वीकृति की पुष्टि करें' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'कृपया अस्वीकार करने का कारण बताएँ।',
    );
    expect(screen.getByRole('region', { name: /सत्यापन की स्थिति/ })).toHaveTextContent(
      '4 में से 0 ज़रूरी दस्तावेज़ सत्यापित',
    );
    expect(document.body.textContent).not.toMatch(RAW_KEY);
  });
});
