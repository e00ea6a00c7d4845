import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '@clinic/shared/review-texts';
import { errorResponse, jsonResponse, renderRoutes } from '@/testing/test-utils';
import { servePortal } from '@/testing/portal-fixtures';
import { ReviewPage } from './components/review-page';

const visit = (status: 'open' | 'used' | 'expired' = 'open') => ({
  doctorName: 'Dr. Ananya Rao',
  visitDate: '2026-03-04',
  treatment: 'Migraine review',
  status,
  expiresAt: '2026-03-18T04:30:00.000Z',
});

function renderPage(handlers: Parameters<typeof servePortal>[0]) {
  const api = servePortal(handlers);
  renderRoutes([{ path: '/review/:token', element: <ReviewPage token="tok-1" /> }], {
    entries: ['/review/tok-1'],
  });
  return api;
}

describe('the public review page', { timeout: 20_000 }, () => {
  it('checks the rating and the 10-2,000 rule, then sends the review and thanks', async () => {
    const user = userEvent.setup();
    const api = renderPage({
      'GET /api/reviews/invitations/tok-1': () => jsonResponse(visit()),
      'POST /api/reviews/invitations/tok-1': () => jsonResponse({ id: 'r1' }, 201),
    });
    expect(await screen.findByRole('heading', { name: 'Dr. Ananya Rao' })).toBeInTheDocument();
    expect(screen.getByText(/Migraine review/)).toHaveTextContent('04-03-2026');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(screen.getByText(REVIEW_MESSAGES.ratingRequired)).toBeInTheDocument();
    expect(screen.getByText(REVIEW_MESSAGES.storyTooShort)).toBeInTheDocument();
    expect(api.to('POST', '/api/reviews/invitations/tok-1')).toHaveLength(0);

    const group = screen.getByRole('group', { name: 'Your rating' });
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    await user.click(screen.getByRole('radio', { name: '4 stars, Very good' }));
    expect(screen.getByRole('radio', { name: '4 stars, Very good' })).toBeChecked();
    expect(group).toBeInTheDocument();
    const story = screen.getByRole('textbox', { name: 'Your story' });
    await user.type(story, 'Too short');
    expect(screen.getByText('9 / 2000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(screen.getByText(REVIEW_MESSAGES.storyTooShort)).toBeInTheDocument();
    await user.type(story, ' but now long enough.');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
    expect(api.to('POST', '/api/reviews/invitations/tok-1')[0]!.body).toEqual({
      rating: 4,
      story: 'Too short but now long enough.',
    });
  });

  it('shows a used link as reviewed and an expired one as expired', async () => {
    renderPage({ 'GET /api/reviews/invitations/tok-1': () => jsonResponse(visit('used')) });
    expect(await screen.findByRole('heading', { name: 'Already reviewed' })).toBeInTheDocument();
    expect(screen.getByText(REVIEW_MESSAGES.linkUsed)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Review' })).not.toBeInTheDocument();
  });

  it('shows the expired state, also when the link expires while the form is open', async () => {
    const user = userEvent.setup();
    renderPage({
      'GET /api/reviews/invitations/tok-1': () => jsonResponse(visit()),
      'POST /api/reviews/invitations/tok-1': () => errorResponse('REVIEW_LINK_EXPIRED'),
    });
    await user.click(await screen.findByRole('radio', { name: '5 stars, Excellent' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Your story' }),
      'Excellent care, thank you.',
    );
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Link expired' })).toBeInTheDocument(),
    );
    expect(screen.getByText(REVIEW_MESSAGES.linkExpired)).toBeInTheDocument();
  });

  it('says an unknown link is not valid', async () => {
    renderPage({
      'GET /api/reviews/invitations/tok-1': () =>
        errorResponse('NOT_FOUND', REVIEW_MESSAGES.linkNotFound),
    });
    expect(await screen.findByText(REVIEW_MESSAGES.linkNotFound)).toBeInTheDocument();
  });
});
