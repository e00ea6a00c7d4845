// The public review page in Hindi (issue 14): no raw key, Hindi text and validation.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '@clinic/shared/review-texts';
import { RAW_KEY } from '@/testing/i18n';
import { servePortal } from '@/testing/portal-fixtures';
import { jsonResponse, renderRoutes } from '@/testing/test-utils';
import { ReviewPage } from './components/review-page';

function expectNoRawKeyNorEnglish(...english: string[]) {
  const text = document.body.textContent ?? '';
  expect(text).not.toMatch(RAW_KEY);
  for (const phrase of english) expect(text).not.toContain(phrase);
}

describe('the review page in Hindi', { timeout: 30_000 }, () => {
  it('the review page: rating, story and its validation in Hindi', async () => {
    servePortal({
      'GET /api/reviews/invitations/tok-1': () =>
        jsonResponse({
          doctorName: 'Dr. Ananya Rao',
          visitDate: '2026-03-04',
          treatment: 'Migraine review',
          status: 'open',
          expiresAt: '2026-03-18T04:30:00.000Z',
        }),
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/review/:token', element: <ReviewPage token="tok-1" /> }], {
      entries: ['/review/tok-1'],
      language: 'hi',
    });
    await user.click(await screen.findByRole('button', { name: 'समीक्षा भेजें' }));
    expect(screen.getByText('कृपया 1 से 5 स्टार के बीच रेटिंग चुनें।')).toBeVisible();
    expect(screen.getByRole('radio', { name: '4 स्टार, बहुत अच्छा' })).toBeInTheDocument();
    expectNoRawKeyNorEnglish(REVIEW_MESSAGES.ratingRequired, 'Your story');
  });
});
