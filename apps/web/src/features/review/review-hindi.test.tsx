// The public review page in Hindi (issue 14): no raw key, Hindi text and validation.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CLIENT_FALLBACKS } from '@clinic/shared/client-fallbacks';
import hiBooking from '@clinic/shared/i18n/hi/booking';
import { REVIEW_MESSAGES } from '@clinic/shared/review-texts';
import type { Language } from '@/lib/i18n';
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

// The link's own call failing: the client's fallback (English in the ApiError) is
// shown in the page's language; the server's own words as they came.
describe('a review link that cannot be opened', { timeout: 30_000 }, () => {
  function openLink(answer: () => Response, language: Language) {
    servePortal({ 'GET /api/reviews/invitations/tok-1': answer });
    renderRoutes([{ path: '/review/:token', element: <ReviewPage token="tok-1" /> }], {
      entries: ['/review/tok-1'],
      language,
    });
  }
  const offline = () => {
    throw new TypeError('Failed to fetch');
  };

  it("shows the link's fallback in Hindi when the server gives no reason", async () => {
    openLink(() => jsonResponse({}, 500), 'hi');
    expect(await screen.findByText(hiBooking.review.openFailed)).toBeVisible();
    expectNoRawKeyNorEnglish(CLIENT_FALLBACKS.review.open);
  });

  it('shows a network failure in Hindi', async () => {
    openLink(offline, 'hi');
    expect(await screen.findByText('नेटवर्क त्रुटि')).toBeVisible();
    expectNoRawKeyNorEnglish('Network error');
  });

  it("shows the server's own words as they came", async () => {
    openLink(() => jsonResponse({ error: 'यह लिंक अभी उपलब्ध नहीं है' }, 503), 'hi');
    expect(await screen.findByText('यह लिंक अभी उपलब्ध नहीं है')).toBeVisible();
  });

  it('shows the English fallbacks on an English page', async () => {
    openLink(() => jsonResponse({}, 500), 'en');
    expect(await screen.findByText(CLIENT_FALLBACKS.review.open)).toBeVisible();
  });

  it('shows a network failure in English on an English page', async () => {
    openLink(offline, 'en');
    expect(await screen.findByText('Network error')).toBeVisible();
  });
});
