import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '@clinic/shared/review-texts';
import type { ReviewRow } from '@clinic/shared/reviews';
import { RAW_KEY } from '@/testing/i18n';
import { jsonResponse, renderRoutes } from '@/testing/test-utils';
import { servePortal, type RecordedRequest } from '@/testing/portal-fixtures';
import { MyRatingsScreen } from './components/my-ratings-screen';

const review = (n: number, overrides: Partial<ReviewRow> = {}): ReviewRow => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name: `Patient ${n}`,
  date: '2026-03-05',
  rating: 5,
  review: 'Very patient doctor, explained everything.',
  reply: null,
  repliedAt: null,
  treatment: 'Migraine review',
  ...overrides,
});

const summary = { average: 4.3, count: 3, distribution: { 1: 0, 2: 0, 3: 1, 4: 0, 5: 2 } };

function serve(rows: ReviewRow[]) {
  const state = { rows: [...rows] };
  const api = servePortal({
    'GET /api/reviews': (request) =>
      jsonResponse({
        total: state.rows.length,
        page: Number(request.params.get('page')),
        pageSize: 10,
        reviews: state.rows,
        summary,
      }),
    'PUT /api/reviews/*': (request) => {
      const id = request.path.split('/')[3]!;
      const reply = (request.body as { reply: string }).reply;
      state.rows = state.rows.map((r) => (r.id === id ? { ...r, reply } : r));
      return jsonResponse({ id, reply });
    },
    'DELETE /api/reviews/*': (request) => {
      const id = request.path.split('/')[3]!;
      state.rows = state.rows.map((r) => (r.id === id ? { ...r, reply: null } : r));
      return jsonResponse({ id, reply: null });
    },
  });
  return api;
}

const render = (path = '/my-ratings') =>
  renderRoutes([{ path: '/my-ratings', element: <MyRatingsScreen /> }], { entries: [path] });
const query = (r: RecordedRequest | undefined) => Object.fromEntries(r?.params.entries() ?? []);
const table = () => screen.getByRole('table', { name: 'Reviews' });

beforeEach(() => window.localStorage.setItem('token', 'doctor-token'));

describe('My Ratings', { timeout: 20_000 }, () => {
  it('shows the average, the distribution and the spec table', async () => {
    serve([review(1, { name: 'Arjun Rao', rating: 3, reply: 'Thank you, Arjun.' }), review(2)]);
    render();
    expect(await screen.findByRole('cell', { name: 'Arjun Rao' })).toBeInTheDocument();
    const head = screen.getByRole('region', { name: 'Rating summary' });
    expect(head).toHaveTextContent('4.3');
    expect(head).toHaveTextContent('3 reviews');
    const bars = within(head).getByRole('list', { name: 'Reviews by stars' });
    expect(
      within(bars)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['5 stars2', '4 stars0', '3 stars1', '2 stars0', '1 star0']);
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Patient Name', 'Date', 'Rating', 'Review', 'Actions']);
    const arjun = within(table()).getByRole('row', { name: /Arjun Rao/ });
    expect(within(arjun).getByRole('img', { name: '3 out of 5 stars' })).toBeInTheDocument();
    expect(arjun).toHaveTextContent('05-03-2026');
    expect(arjun).toHaveTextContent('Thank you, Arjun.');
    expect(within(arjun).getByRole('button', { name: 'Edit reply to Arjun Rao' })).toBeVisible();
    expect(within(arjun).getByRole('button', { name: 'Remove reply to Arjun Rao' })).toBeVisible();
  });

  it('searches, filters by stars and sorts on the server, in the URL', async () => {
    const user = userEvent.setup();
    const api = serve([review(1)]);
    const { router } = render();
    await screen.findByRole('cell', { name: 'Patient 1' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stars' }), '4 stars');
    await waitFor(() => expect(query(api.to('GET', '/api/reviews').at(-1)).stars).toBe('4'));
    expect(router.state.location.search).toBe('?stars=4');
    await user.type(screen.getByRole('searchbox', { name: 'Search reviews' }), 'arjun');
    await waitFor(() =>
      expect(query(api.to('GET', '/api/reviews').at(-1))).toMatchObject({
        search: 'arjun',
        stars: '4',
      }),
    );
    await user.click(
      within(within(table()).getByRole('columnheader', { name: /Patient Name/ })).getByRole(
        'button',
      ),
    );
    await waitFor(() =>
      expect(query(api.to('GET', '/api/reviews').at(-1))).toMatchObject({
        sort: 'name',
        dir: 'asc',
      }),
    );
    await user.click(
      within(within(table()).getByRole('columnheader', { name: /Rating/ })).getByRole('button'),
    );
    await waitFor(() =>
      expect(query(api.to('GET', '/api/reviews').at(-1))).toMatchObject({
        sort: 'rating',
        dir: 'desc',
      }),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stars' }), 'All');
    await waitFor(() => expect(query(api.to('GET', '/api/reviews').at(-1)).stars).toBeUndefined());
  });

  it('replies, edits and removes a reply through the API', async () => {
    const user = userEvent.setup();
    const api = serve([review(1, { name: 'Bina Shah' })]);
    render();
    await user.click(await screen.findByRole('button', { name: 'Reply to Bina Shah' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reply' });
    await user.click(within(dialog).getByRole('button', { name: 'Save Reply' }));
    expect(within(dialog).getByText(REVIEW_MESSAGES.replyRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Your reply' }), 'Thank you!');
    expect(within(dialog).getByText('10 / 2000')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save Reply' }));
    await waitFor(() =>
      expect(api.to('PUT', `/api/reviews/${review(1).id}/reply`)).toHaveLength(1),
    );
    expect(api.to('PUT', `/api/reviews/${review(1).id}/reply`)[0]!.body).toEqual({
      reply: 'Thank you!',
    });
    expect(await within(table()).findByText('Thank you!')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit reply to Bina Shah' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Reply' });
    const box = within(edit).getByRole('textbox', { name: 'Your reply' });
    expect(box).toHaveValue('Thank you!');
    await user.clear(box);
    await user.type(box, 'Thank you, Bina.');
    await user.click(within(edit).getByRole('button', { name: 'Save Reply' }));
    expect(await within(table()).findByText('Thank you, Bina.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove reply to Bina Shah' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove reply?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove Reply' }));
    await waitFor(() =>
      expect(api.to('DELETE', `/api/reviews/${review(1).id}/reply`)).toHaveLength(1),
    );
    expect(await screen.findByRole('button', { name: 'Reply to Bina Shah' })).toBeInTheDocument();
  });

  it('says when there are no reviews yet', async () => {
    serve([]);
    render();
    expect(
      await screen.findByText('Reviews appear here after patients rate a completed appointment.'),
    ).toBeInTheDocument();
  });

  it('shows My Ratings in Hindi, with the reply check translated', async () => {
    const user = userEvent.setup();
    serve([review(1, { name: 'Arjun Rao', rating: 3, reply: 'Thank you, Arjun.' }), review(2)]);
    renderRoutes([{ path: '/my-ratings', element: <MyRatingsScreen /> }], {
      entries: ['/my-ratings'],
      language: 'hi',
    });
    const hiTable = await screen.findByRole('table', { name: 'समीक्षाएँ' });
    expect(within(hiTable).getByRole('columnheader', { name: /रेटिंग/ })).toBeInTheDocument();
    expect(within(hiTable).getByRole('img', { name: '5 में से 3 सितारे' })).toBeInTheDocument();
    expect(within(hiTable).getByText('आपका जवाब')).toBeInTheDocument();
    const head = screen.getByRole('region', { name: 'रेटिंग का सारांश' });
    expect(head).toHaveTextContent('3 समीक्षाएँ');
    expect(head).toHaveTextContent('1 सितारा');

    await user.click(screen.getByRole('button', { name: 'Patient 2 को जवाब दें' }));
    const dialog = await screen.findByRole('dialog', { name: 'जवाब दें' });
    await user.click(within(dialog).getByRole('button', { name: 'जवाब सहेजें' }));
    expect(within(dialog).getByText('सहेजने से पहले कृपया जवाब लिखें।')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(RAW_KEY);
  });

  it("toasts a failed save's network error in Hindi", async () => {
    const user = userEvent.setup();
    servePortal({
      'GET /api/reviews': () =>
        jsonResponse({
          total: 1,
          page: 1,
          pageSize: 10,
          reviews: [review(1, { name: 'Bina Shah' })],
          summary,
        }),
      // No answer at all: the client's own 'Network error'.
      'PUT /api/reviews/*': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderRoutes([{ path: '/my-ratings', element: <MyRatingsScreen /> }], {
      entries: ['/my-ratings'],
      language: 'hi',
    });
    await user.click(await screen.findByRole('button', { name: 'Bina Shah को जवाब दें' }));
    const dialog = await screen.findByRole('dialog', { name: 'जवाब दें' });
    await user.type(within(dialog).getByRole('textbox', { name: 'आपका जवाब' }), 'धन्यवाद!');
    await user.click(within(dialog).getByRole('button', { name: 'जवाब सहेजें' }));
    expect(await screen.findByText('नेटवर्क त्रुटि')).toBeInTheDocument();
    expect(screen.queryByText('Network error')).toBeNull();
  });
});
