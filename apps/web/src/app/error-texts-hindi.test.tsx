// Texts that screens show themselves, on a Hindi page (issue 14): the web
// client's own failure texts ('Network error', a call's own English fallback)
// outside a FormMessage, and the texts only a screen reader reads out.
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { FALLBACK_ERRORS } from '@clinic/shared/messages';
import AdminDoctorRoute from '@/app/routes/admin/admin-doctor';
import AdminTicketRoute from '@/app/routes/admin/admin-ticket';
import ProfileRoute from '@/app/routes/portal/profile';
import { PdfPreview } from '@/components/ui/pdf-preview';
import { TicketsQueue } from '@/features/admin/components/tickets-queue';
import { AnnouncementsCarousel } from '@/features/portal-dashboard/components/announcements-carousel';
import { VerificationQueue } from '@/features/admin/components/verification-queue';
import { SLOTS_FALLBACK_ERROR } from '@/features/booking/api/get-booking-slots';
import { ChangeSlotPanel } from '@/features/booking/components/change-slot-panel';
import { ConsultError } from '@/features/consult/components/consult-error';
import { DocumentUploadInput } from '@/features/profile/components/document-upload-input';
import { RAW_KEY } from '@/testing/i18n';
import { jsonResponse, mockFetch, renderRoutes } from '@/testing/test-utils';

const NETWORK_HI = 'नेटवर्क त्रुटि';

/** Every call fails as a dropped connection does. */
function offline() {
  mockFetch(() => {
    throw new TypeError('Failed to fetch');
  });
}

function expectNoRawKeyNorEnglish(...english: string[]) {
  const text = document.body.textContent ?? '';
  expect(text).not.toMatch(RAW_KEY);
  for (const phrase of english) expect(text).not.toContain(phrase);
}

const inHindi = (path: string, pattern: string, element: React.ReactElement) =>
  renderRoutes([{ path: pattern, element }], { entries: [path], language: 'hi' });

beforeEach(() => window.localStorage.setItem('token', 'signed-in-token'));

describe('failure texts in Hindi', { timeout: 30_000 }, () => {
  it.each([
    ['/profile (portal)', '/profile', '/profile', <ProfileRoute key="p" />],
    ['an admin doctor', '/admin/doctors/d1', '/admin/doctors/:id', <AdminDoctorRoute key="d" />],
    ['an admin ticket', '/admin/tickets/t1', '/admin/tickets/:id', <AdminTicketRoute key="t" />],
    [
      'the verification queue',
      '/admin',
      '/admin',
      <VerificationQueue key="v" status="Pending" page={1} onChange={() => {}} />,
    ],
    [
      'the tickets queue',
      '/admin/tickets',
      '/admin/tickets',
      <TicketsQueue key="q" status="Open" page={1} onChange={() => {}} />,
    ],
  ])('%s says a network error in Hindi', async (_name, path, pattern, element) => {
    offline();
    inHindi(path, pattern, element);
    expect(await screen.findByText(NETWORK_HI)).toBeVisible();
    expectNoRawKeyNorEnglish(FALLBACK_ERRORS.network);
  });

  it('a PDF that could not be loaded', () => {
    inHindi(
      '/',
      '*',
      <PdfPreview src={null} title="x.pdf" isLoading={false} error={FALLBACK_ERRORS.network} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(NETWORK_HI);
    expectNoRawKeyNorEnglish(FALLBACK_ERRORS.network);
  });

  it('a video room that could not be opened', () => {
    inHindi(
      '/',
      '*',
      <ConsultError
        status="FETCH_ERROR"
        message={FALLBACK_ERRORS.network}
        backTo={{ href: '/', label: 'वापस' }}
      />,
    );
    expect(screen.getByText(NETWORK_HI)).toBeVisible();
    expectNoRawKeyNorEnglish(FALLBACK_ERRORS.network);
  });

  it('a document upload under way is read out in Hindi', () => {
    inHindi(
      '/',
      '*',
      <DocumentUploadInput
        id="doc"
        label="सरकारी पहचान पत्र"
        isUploading
        error={undefined}
        onSelect={() => {}}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('सरकारी पहचान पत्र अपलोड हो रहा है');
    expectNoRawKeyNorEnglish('Uploading');
  });

  it("the booking's other slots that could not be loaded", async () => {
    mockFetch(() => jsonResponse({}, 500));
    inHindi(
      '/',
      '*',
      <ChangeSlotPanel
        id="slots"
        doctorId="d1"
        date="2030-03-14"
        selectedStart={null}
        onChoose={() => {}}
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('उपलब्ध स्लॉट लोड नहीं हो सके');
    expectNoRawKeyNorEnglish(SLOTS_FALLBACK_ERROR);
  });

  it("the dashboard's announcements carousel is described in Hindi", () => {
    inHindi(
      '/',
      '*',
      <AnnouncementsCarousel announcements={[{ id: 1, title: 'नमस्ते', message: 'स्वागत है' }]} />,
    );
    expect(screen.getByRole('region', { name: 'घोषणाएँ' })).toHaveAttribute(
      'aria-roledescription',
      'कैरोसेल',
    );
    expect(screen.getByRole('group', { name: '1 में से 1' })).toHaveAttribute(
      'aria-roledescription',
      'स्लाइड',
    );
  });
});
