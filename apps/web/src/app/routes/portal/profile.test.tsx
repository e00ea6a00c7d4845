import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import hiProfile from '@clinic/shared/i18n/hi/profile';
import { PROFILE_TEXTS as PORTAL_PROFILE_TEXTS, VALIDATION } from '@clinic/shared/messages';
import { PROFILE_TEXTS } from '@clinic/shared/practice-profile';
import type { Profile, ProfileDocument } from '@/features/profile/api/get-profile';
import { buildDocument, buildProfile } from '@/features/profile/testing/profile-data';
import {
  errorBody,
  errorResponse,
  jsonResponse,
  mockFetch,
  renderRoutes,
} from '@/testing/test-utils';
import { RAW_KEY } from '@/testing/i18n';
import ProfileRoute from './profile';

interface FakeServer {
  profile: Profile;
  /** Every request the screen made, with its JSON or form body. */
  requests: Array<{ method: string; path: string; body: unknown; auth: string | null }>;
  answer?: (request: Request, path: string) => Response | undefined;
}

/** The profile API in memory: GET and PATCH /profile, uploads, the PDF, password, deactivation and the calendar feed. */
function serve(server: FakeServer) {
  return mockFetch(async (request) => {
    const path = new URL(request.url).pathname;
    const isForm = request.headers.get('content-type')?.includes('multipart/form-data');
    const text = request.method === 'GET' ? '' : isForm ? '' : await request.clone().text();
    const body = isForm ? await request.clone().formData() : text ? JSON.parse(text) : undefined;
    server.requests.push({
      method: request.method,
      path,
      body,
      auth: request.headers.get('authorization'),
    });
    const custom = server.answer?.(request, path);
    if (custom) return custom;
    if (path === '/api/profile' && request.method === 'GET') {
      return jsonResponse({ profile: server.profile });
    }
    // The calendar-feed card at the end of the page.
    if (path === '/api/profile/calendar-feed' && request.method === 'GET') {
      return jsonResponse({ calendarFeedUrl: 'http://localhost/api/calendar-feed/test-token.ics' });
    }
    if (path.startsWith('/api/documents/')) {
      return new Response(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), {
        headers: { 'content-type': 'application/pdf' },
      });
    }
    return errorResponse('NOT_FOUND');
  });
}

function renderProfile(
  profile: Partial<Profile> = {},
  answer?: FakeServer['answer'],
  language: 'en' | 'hi' = 'en',
) {
  const server: FakeServer = { profile: buildProfile(profile), requests: [], answer };
  serve(server);
  const view = renderRoutes(
    [
      { path: '/profile', element: <ProfileRoute /> },
      { path: '/', element: <h1>Landing</h1> },
    ],
    { entries: ['/profile'], language },
  );
  return { ...view, server, user: userEvent.setup({ applyAccept: false }) };
}

const requestsTo = (server: FakeServer, method: string, path: string) =>
  server.requests.filter((r) => r.method === method && r.path === path);

beforeEach(() => {
  window.localStorage.setItem('token', 'old-token');
});

// Typing into several fields is slow on a loaded machine running every file.
describe('/profile', { timeout: 20_000 }, () => {
  it('shows the server profile, clinic and computed completion', async () => {
    renderProfile({ profileCompletion: 70 });

    expect(await screen.findByRole('heading', { name: 'Dr. Ananya Sharma' })).toBeInTheDocument();
    expect(screen.getByText('Member since 17 Oct 2025')).toBeInTheDocument();
    const completion = screen.getByRole('progressbar', { name: 'Profile Completion' });
    expect(completion).toHaveAttribute('aria-valuenow', '70');
    expect(screen.getByText('70%')).toBeInTheDocument();

    expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Dr. Ananya Sharma');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue(
      'ananya.sharma@demo-clinic.in',
    );
    expect(screen.getByRole('textbox', { name: 'Mobile Number' })).toHaveValue('+91 98765 43210');
    expect(screen.getByRole('textbox', { name: 'Mobile Number' })).toHaveAttribute('readonly');

    const clinic = screen.getByRole('region', { name: 'Clinic Details' });
    expect(within(clinic).getByRole('textbox', { name: 'Clinic Name' })).toHaveValue(
      'Sharma Family Clinic',
    );
    expect(within(clinic).getByRole('combobox', { name: 'Clinic Address' })).toHaveValue(
      '2nd Floor, Lakshmi Plaza, 80 Feet Road, Koramangala, Bengaluru 560034',
    );
    expect(within(clinic).getByRole('combobox', { name: 'City' })).toHaveValue('Bengaluru');
    expect(screen.getByRole('region', { name: 'Reset Password' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Account Deactivation' })).toBeInTheDocument();
  });

  it('saves edited personal details and shows a taken email on its field', async () => {
    let attempts = 0;
    const { user, server } = renderProfile({}, (request, path) => {
      if (path !== '/api/profile' || request.method !== 'PATCH') return undefined;
      attempts += 1;
      if (attempts === 1) {
        return errorResponse('CONFLICT', VALIDATION.emailExists);
      }
      server.profile = { ...server.profile, name: 'Dr. Ananya S.', email: 'new@clinic.in' };
      return jsonResponse({ profile: server.profile });
    });
    const name = await screen.findByRole('textbox', { name: 'Full Name' });
    const email = screen.getByRole('textbox', { name: 'Email' });

    await user.clear(name);
    await user.type(name, 'Dr. Ananya S.');
    await user.clear(email);
    await user.type(email, 'taken@clinic.in');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(VALIDATION.emailExists)).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');

    await user.clear(email);
    await user.type(email, 'new@clinic.in');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Personal details saved.')).toBeInTheDocument();
    expect(requestsTo(server, 'PATCH', '/api/profile').at(-1)?.body).toEqual({
      name: 'Dr. Ananya S.',
      email: 'new@clinic.in',
    });
  });

  it('saves fees, experience, degrees and languages; a refusal shows on its field', async () => {
    let attempts = 0;
    const { user, server } = renderProfile(
      { experience: 12, offlineFee: 800, onlineFee: 500, degrees: ['MBBS'], languages: [] },
      (request, path) => {
        if (path !== '/api/profile' || request.method !== 'PATCH') return undefined;
        attempts += 1;
        if (attempts === 1)
          return jsonResponse(
            {
              error: 'Server says no',
              message: 'Server says no',
              code: 'VALIDATION_FAILED',
              field: 'offlineFee',
            },
            400,
          );
        server.profile = { ...server.profile, offlineFee: 1200, experience: 14 };
        return jsonResponse({ profile: server.profile });
      },
    );
    const practice = await screen.findByRole('region', { name: 'Practice Details' });
    const fee = within(practice).getByRole('spinbutton', { name: /Clinic Visit Fee/ });
    const experience = within(practice).getByRole('spinbutton', { name: 'Years of Experience' });
    const save = within(practice).getByRole('button', { name: 'Save Practice Details' });

    // Checked before it is sent: above ₹1,00,000 and above 70 years.
    await user.clear(fee);
    await user.type(fee, '100001');
    await user.clear(experience);
    await user.type(experience, '71');
    await user.click(save);
    expect(await within(practice).findByText(PROFILE_TEXTS.feeRange)).toBeInTheDocument();
    expect(within(practice).getByText(PROFILE_TEXTS.experienceRange)).toBeInTheDocument();
    expect(requestsTo(server, 'PATCH', '/api/profile')).toHaveLength(0);

    await user.clear(fee);
    await user.type(fee, '1200');
    await user.clear(experience);
    await user.type(experience, '14');
    await user.type(within(practice).getByRole('combobox', { name: 'Degrees' }), 'DDVL{Enter}');
    await user.type(
      within(practice).getByRole('combobox', { name: 'Languages Spoken' }),
      'Kannada{Enter}',
    );
    await user.click(save);
    expect(await within(practice).findByText('Server says no')).toBeInTheDocument();
    expect(fee).toHaveAttribute('aria-invalid', 'true');

    await user.click(save);
    await waitFor(() => expect(requestsTo(server, 'PATCH', '/api/profile')).toHaveLength(2));
    expect(requestsTo(server, 'PATCH', '/api/profile').at(-1)?.body).toMatchObject({
      offlineFee: 1200,
      onlineFee: 500,
      experience: 14,
      degrees: ['MBBS', 'DDVL'],
      languages: ['Kannada'],
    });
  });

  it('moves the clinic: the address from the autocomplete goes with its coordinates and city', async () => {
    const { server, user } = renderProfile({}, (request, path) => {
      if (path === '/api/service/location/clinicAddress') {
        return jsonResponse({
          addresses: [
            {
              label: 'Indiranagar, Bengaluru, Karnataka',
              city: 'Bengaluru',
              coordinates: { latitude: 12.9784, longitude: 77.6408 },
            },
            {
              label: 'Andheri West, Mumbai, Maharashtra',
              city: 'Mumbai',
              coordinates: { latitude: 19.1364, longitude: 72.8296 },
            },
          ],
          hasMore: false,
        });
      }
      if (path === '/api/profile' && request.method === 'PATCH') {
        return jsonResponse({ profile: server.profile });
      }
      return undefined;
    });
    const clinic = within(await screen.findByRole('region', { name: 'Clinic Details' }));
    const address = clinic.getByRole('combobox', { name: 'Clinic Address' });
    await user.clear(address);
    await user.type(address, 'Andheri');
    await user.click(
      await screen.findByRole('option', { name: 'Andheri West, Mumbai, Maharashtra' }),
    );
    expect(clinic.getByRole('combobox', { name: 'City' })).toHaveValue('Mumbai');
    await user.click(clinic.getByRole('button', { name: 'Save Clinic Details' }));

    await waitFor(() => expect(requestsTo(server, 'PATCH', '/api/profile')).toHaveLength(1));
    expect(requestsTo(server, 'PATCH', '/api/profile')[0]?.body).toMatchObject({
      clinicName: 'Sharma Family Clinic',
      clinicAddress: 'Andheri West, Mumbai, Maharashtra',
      latitude: 19.1364,
      longitude: 72.8296,
      clinicCity: 'Mumbai',
    });
  });

  it('leaves the address out of the save when it was not changed', async () => {
    const { server, user } = renderProfile({}, (request, path) =>
      path === '/api/profile' && request.method === 'PATCH'
        ? jsonResponse({ profile: server.profile })
        : undefined,
    );
    const clinic = within(await screen.findByRole('region', { name: 'Clinic Details' }));
    await user.type(
      clinic.getByRole('textbox', { name: /Phone Shown to Patients/ }),
      '080 2553 1234',
    );
    await user.click(clinic.getByRole('button', { name: 'Save Clinic Details' }));

    await waitFor(() => expect(requestsTo(server, 'PATCH', '/api/profile')).toHaveLength(1));
    const body = requestsTo(server, 'PATCH', '/api/profile')[0]?.body as Record<string, unknown>;
    expect(body.clinicPhone).toBe('080 2553 1234');
    expect(body).not.toHaveProperty('clinicAddress');
    expect(body).not.toHaveProperty('latitude');
    expect(body).not.toHaveProperty('clinicCity');
  });

  it('refuses a photo that is not a JPG or PNG without calling the server', async () => {
    const { user, server } = renderProfile();
    const input = await screen.findByLabelText(/Change photo/);
    await user.upload(input, new File(['gif'], 'me.gif', { type: 'image/gif' }));
    expect(await screen.findByText(PROFILE_TEXTS.photoType)).toBeInTheDocument();
    expect(server.requests.some((r) => r.path === '/api/profile/photo')).toBe(false);
  });

  describe('Reset Password', () => {
    async function fill(user: ReturnType<typeof userEvent.setup>, values: string[]) {
      const fields = ['Current Password', 'New Password', 'Confirm New Password'];
      for (const [index, value] of values.entries()) {
        if (value) await user.type(screen.getByLabelText(fields[index]!), value);
      }
    }

    it('keeps Change Password disabled until both new fields are filled and equal; Cancel clears', async () => {
      const { user } = renderProfile();
      const change = await screen.findByRole('button', { name: 'Change Password' });
      expect(change).toBeDisabled();

      await fill(user, ['Old@1234', 'New@12345', 'New@1234']);
      expect(change).toBeDisabled();
      expect(await screen.findByText(VALIDATION.passwordsMismatch)).toBeInTheDocument();

      await user.type(screen.getByLabelText('Confirm New Password'), '5');
      expect(change).toBeEnabled();
      const checklist = screen.getByRole('list', { name: 'Password requirements' });
      await waitFor(() => expect(within(checklist).getAllByText(/\(met\)/)).toHaveLength(5));

      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(screen.getByLabelText('Current Password')).toHaveValue('');
      expect(screen.getByLabelText('New Password')).toHaveValue('');
      expect(screen.getByLabelText('Confirm New Password')).toHaveValue('');
      expect(change).toBeDisabled();
    });

    it('asks for the password rules before calling the server', async () => {
      const { user, server } = renderProfile();
      await screen.findByRole('button', { name: 'Change Password' });
      await fill(user, ['Old@1234', 'weakpass', 'weakpass']);
      await user.click(screen.getByRole('button', { name: 'Change Password' }));
      expect(await screen.findByText(VALIDATION.passwordRules)).toBeInTheDocument();
      expect(requestsTo(server, 'POST', '/api/auth/change-password')).toHaveLength(0);
    });

    it('shows a wrong current password on its field', async () => {
      const { user } = renderProfile({}, (_request, path) =>
        path === '/api/auth/change-password'
          ? jsonResponse({ ...errorBody('WRONG_PASSWORD'), field: 'currentPassword' }, 400)
          : undefined,
      );
      await screen.findByRole('button', { name: 'Change Password' });
      await fill(user, ['Wrong@1234', 'New@12345', 'New@12345']);
      await user.click(screen.getByRole('button', { name: 'Change Password' }));

      expect(await screen.findByText('Your current password is not correct.')).toBeInTheDocument();
      expect(screen.getByLabelText('Current Password')).toHaveAttribute('aria-invalid', 'true');
      expect(window.localStorage.getItem('token')).toBe('old-token');
    });

    it('stores the new token the server answers and clears the form', async () => {
      const { user, server } = renderProfile({}, (_request, path) =>
        path === '/api/auth/change-password'
          ? jsonResponse({
              success: true,
              message: 'Your password has been changed.',
              token: 'new-token',
            })
          : undefined,
      );
      await screen.findByRole('button', { name: 'Change Password' });
      await fill(user, ['Old@1234', 'New@12345', 'New@12345']);
      await user.click(screen.getByRole('button', { name: 'Change Password' }));

      expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
      expect(window.localStorage.getItem('token')).toBe('new-token');
      const [call] = requestsTo(server, 'POST', '/api/auth/change-password');
      expect(call?.body).toEqual({
        currentPassword: 'Old@1234',
        newPassword: 'New@12345',
        confirmPassword: 'New@12345',
      });
      expect(call?.auth).toBe('Bearer old-token');
      expect(screen.getByLabelText('New Password')).toHaveValue('');
    });
  });

  it('deactivates after the password is confirmed in a dialog, then logs out to /', async () => {
    const { user, server, router } = renderProfile({}, (request, path) => {
      if (path !== '/api/profile/deactivate') return undefined;
      const { password } = server.requests.at(-1)!.body as { password: string };
      return password === 'Demo@1234'
        ? jsonResponse({ success: true, message: 'Your account has been deactivated.' })
        : errorResponse('WRONG_PASSWORD');
    });
    await user.click(await screen.findByRole('button', { name: 'Deactivate Account' }));

    const dialog = await screen.findByRole('dialog', { name: 'Deactivate your account?' });
    const password = within(dialog).getByLabelText('Password');
    await waitFor(() => expect(password).toHaveFocus());

    await user.click(within(dialog).getByRole('button', { name: 'Deactivate Account' }));
    expect(
      await within(dialog).findByText('Please enter your password to confirm.'),
    ).toBeInTheDocument();
    expect(requestsTo(server, 'POST', '/api/profile/deactivate')).toHaveLength(0);

    await user.type(password, 'Wrong@1234');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate Account' }));
    expect(
      await within(dialog).findByText('Your current password is not correct.'),
    ).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBe('old-token');

    await user.clear(password);
    await user.type(password, 'Demo@1234');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate Account' }));

    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(requestsTo(server, 'POST', '/api/profile/deactivate').at(-1)?.body).toEqual({
      password: 'Demo@1234',
    });
  });

  describe('Document Verification Status', () => {
    const rowButton = (label: string) =>
      screen.getByRole('button', { name: new RegExp(`^${label}`), expanded: undefined });

    it('lists every document with its status and reason; rows open one at a time', async () => {
      const { user } = renderProfile({
        verificationStatus: 'Rejected',
        documents: [
          buildDocument({ kind: 'governmentId' }),
          buildDocument({
            kind: 'degreeCertificate',
            name: 'degree.pdf',
            status: 'Rejected',
            reason: 'The seal is not readable',
          }),
          buildDocument({ kind: 'medicalRegistration', name: 'reg.pdf', status: 'Pending' }),
          buildDocument({ kind: 'clinicDocument', name: 'clinic.pdf', status: 'Under review' }),
        ],
      });
      const panel = await screen.findByRole('region', { name: 'Document Verification Status' });
      const rows = within(panel).getAllByRole('listitem');
      expect(rows).toHaveLength(5);
      expect(within(rows[0]!).getByText('Verified')).toBeInTheDocument();
      expect(within(rows[1]!).getByText('Rejected')).toBeInTheDocument();
      expect(within(rows[1]!).getByText('The seal is not readable')).toBeInTheDocument();
      expect(within(rows[2]!).getByText('Pending')).toBeInTheDocument();
      expect(within(rows[3]!).getByText('Under review')).toBeInTheDocument();
      expect(within(rows[4]!).getByText('Not uploaded')).toBeInTheDocument();
      // View only where there is a file.
      expect(within(rows[0]!).getByRole('button', { name: 'View Government ID' })).toBeVisible();
      expect(within(rows[4]!).queryByRole('button', { name: /^View/ })).not.toBeInTheDocument();

      const government = rowButton('Government ID');
      const degree = rowButton('Degree Certificate');
      expect(government).toHaveAttribute('aria-expanded', 'false');

      await user.click(government);
      expect(government).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByLabelText('Upload new Government ID')).toBeInTheDocument();

      await user.click(degree);
      expect(degree).toHaveAttribute('aria-expanded', 'true');
      expect(government).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByLabelText('Upload new Government ID')).not.toBeInTheDocument();
      expect(screen.getByLabelText('Upload new Degree Certificate')).toBeInTheDocument();

      await user.click(degree);
      expect(degree).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByLabelText(/^Upload new/)).not.toBeInTheDocument();
    });

    it('refuses a file that is not a PDF without calling the server', async () => {
      const { user, server } = renderProfile();
      await user.click(await screen.findByRole('button', { name: /^Government ID/ }));
      const image = new File(['png'], 'photo.png', { type: 'image/png' });
      await user.upload(screen.getByLabelText('Upload new Government ID'), image);

      expect(await screen.findByRole('alert')).toHaveTextContent(VALIDATION.onlyPdf);
      expect(server.requests.some((r) => r.path.startsWith('/api/onboarding/documents'))).toBe(
        false,
      );
    });

    it('refuses a PDF over 10 MB', async () => {
      const { user } = renderProfile();
      await user.click(await screen.findByRole('button', { name: /^Government ID/ }));
      const big = new File(['%PDF-'], 'big.pdf', { type: 'application/pdf' });
      Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
      await user.upload(screen.getByLabelText('Upload new Government ID'), big);
      expect(await screen.findByRole('alert')).toHaveTextContent(VALIDATION.fileTooLarge10mb);
    });

    it('uploads a new PDF and shows the document as Pending', async () => {
      const fresh: ProfileDocument = buildDocument({
        id: 'doc-new',
        kind: 'governmentId',
        name: 'new-aadhaar.pdf',
        status: 'Pending',
        reviewedAt: null,
      });
      const { user, server } = renderProfile({}, (request, path) => {
        if (path !== '/api/onboarding/documents/governmentId') return undefined;
        server.profile = {
          ...server.profile,
          verificationStatus: 'Pending',
          documents: [fresh, ...server.profile.documents.slice(1)],
        };
        return jsonResponse({ success: true, verificationStatus: 'Pending', document: fresh });
      });
      const government = await screen.findByRole('button', { name: /^Government ID/ });
      expect(within(government).getByText('Verified')).toBeInTheDocument();
      await user.click(government);

      const pdf = new File(['%PDF-1.4 test'], 'new-aadhaar.pdf', { type: 'application/pdf' });
      await user.upload(screen.getByLabelText('Upload new Government ID'), pdf);

      expect(
        await screen.findByText('Government ID uploaded. It is pending verification.'),
      ).toBeInTheDocument();
      await waitFor(() => expect(within(government).getByText('Pending')).toBeInTheDocument());
      expect(within(government).getByText('new-aadhaar.pdf')).toBeInTheDocument();
      const [upload] = requestsTo(server, 'POST', '/api/onboarding/documents/governmentId');
      // The multipart field 'file' carries the chosen PDF.
      expect((upload?.body as FormData).get('file')).toMatchObject({
        type: 'application/pdf',
        size: pdf.size,
      });
      expect(upload?.auth).toBe('Bearer old-token');
    });

    describe('View', () => {
      beforeEach(() => {
        URL.createObjectURL = vi.fn(() => 'blob:pdf-1');
        URL.revokeObjectURL = vi.fn();
      });
      afterEach(() => {
        // jsdom has neither; leave no stub behind for other files.
        Reflect.deleteProperty(URL, 'createObjectURL');
        Reflect.deleteProperty(URL, 'revokeObjectURL');
      });

      it('fetches the PDF with the session and shows it from an object URL', async () => {
        const { user, server } = renderProfile();
        await user.click(await screen.findByRole('button', { name: 'View Government ID' }));

        const dialog = await screen.findByRole('dialog', { name: 'Government ID' });
        const frame = await within(dialog).findByTitle('Government ID: aadhaar-card.pdf');
        expect(frame.getAttribute('src')).toMatch(/^blob:pdf-1/);
        const [fileRequest] = requestsTo(server, 'GET', '/api/documents/doc-governmentId');
        expect(fileRequest?.auth).toBe('Bearer old-token');
        expect(frame.getAttribute('src')).not.toContain('token');
      });
    });
  });

  it('shows the profile in Hindi, with Hindi form messages', async () => {
    const { user } = renderProfile({}, undefined, 'hi');
    expect(await screen.findByRole('heading', { name: 'व्यक्तिगत विवरण' })).toBeInTheDocument();
    expect(screen.getByText('12 वर्षों का अनुभव')).toBeInTheDocument();
    expect(screen.getByText(/से सदस्य$/)).toHaveTextContent('17 अक्टू॰ 2025');
    expect(screen.getByText('दस्तावेज़ सत्यापन की स्थिति')).toBeInTheDocument();
    expect(screen.getAllByText('सत्यापित').length).toBeGreaterThan(0);
    expect(screen.getByText('सरकारी पहचान पत्र')).toBeInTheDocument();

    const password = screen.getByRole('region', { name: 'पासवर्ड रीसेट करें' });
    await user.type(within(password).getByLabelText('नया पासवर्ड'), 'Abcdef1!');
    await user.type(within(password).getByLabelText('नए पासवर्ड की पुष्टि करें'), 'Abcdef1?');
    expect(await within(password).findByText('पासवर्ड मेल नहीं खाते')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(RAW_KEY);
  });

  it('says in Hindi that no clinic was added yet', async () => {
    renderProfile({ clinicProfiles: [] }, undefined, 'hi');
    const clinic = await screen.findByRole('region', { name: 'क्लिनिक का विवरण' });
    expect(clinic).toHaveTextContent(
      'अभी तक कोई क्लिनिक नहीं जोड़ा गया है। साइन-अप विज़ार्ड में अपने क्लिनिक का विवरण पूरा करें।',
    );
    expect(clinic).not.toHaveTextContent(/No clinic/);
  });

  it('says in English that no clinic was added yet', async () => {
    renderProfile({ clinicProfiles: [] });
    const clinic = await screen.findByRole('region', { name: 'Clinic Details' });
    expect(clinic).toHaveTextContent(
      'No clinic added yet. Complete your clinic details from the sign-up wizard.',
    );
  });

  it('shows the practice fields and their too-long messages in Hindi', async () => {
    const { user, server } = renderProfile({ degrees: ['MBBS'], languages: [] }, undefined, 'hi');
    const practice = within(await screen.findByRole('region', { name: 'प्रैक्टिस का विवरण' }));
    expect(practice.getByRole('button', { name: 'MBBS हटाएँ' })).toBeInTheDocument();
    expect(practice.getByRole('button', { name: 'डिग्रियाँ में जोड़ें' })).toHaveTextContent('जोड़ें');
    await user.type(practice.getByRole('textbox', { name: /रजिस्ट्रेशन नंबर/ }), 'R'.repeat(51));
    await user.type(practice.getByRole('combobox', { name: /मेडिकल काउंसिल/ }), 'C'.repeat(151));
    await user.click(practice.getByRole('button', { name: 'प्रैक्टिस का विवरण सहेजें' }));
    expect(
      await practice.findByText('रजिस्ट्रेशन नंबर अधिकतम 50 अक्षरों का हो सकता है'),
    ).toBeInTheDocument();
    expect(
      practice.getByText('मेडिकल काउंसिल का नाम अधिकतम 150 अक्षरों का हो सकता है'),
    ).toBeInTheDocument();
    expect(requestsTo(server, 'PATCH', '/api/profile')).toHaveLength(0);
    expect(screen.getByRole('region', { name: 'प्रैक्टिस का विवरण' }).textContent).not.toMatch(
      /Too big|at most|\bAdd\b|Remove/,
    );
  });

  it('shows a network error on saving the clinic in Hindi', async () => {
    const { user } = renderProfile(
      {},
      (request, path) => {
        if (path === '/api/profile' && request.method === 'PATCH')
          throw new TypeError('Failed to fetch');
        return undefined;
      },
      'hi',
    );
    const clinic = within(await screen.findByRole('region', { name: 'क्लिनिक का विवरण' }));
    await user.click(clinic.getByRole('button', { name: 'क्लिनिक का विवरण सहेजें' }));
    expect(await clinic.findByRole('alert')).toHaveTextContent('नेटवर्क त्रुटि');
    expect(document.body.textContent).not.toContain('Network error');
  });
});

// The client's own fallback for a failed call (a 500 without a body, or no answer at
// all) stays English in the ApiError; the screen shows it in the page's language. The
// server's own words come in that language already and are shown as they came.
describe('a failed upload or save, in the language shown', () => {
  const png = () =>
    new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'me.png', {
      type: 'image/png',
    });
  const pdf = () => new File(['%PDF-1.4 test'], 'new-aadhaar.pdf', { type: 'application/pdf' });
  const failing =
    (method: string, wanted: string, answer: () => Response): FakeServer['answer'] =>
    (request, path) => {
      if (request.method !== method || path !== wanted) return undefined;
      return answer();
    };
  const offline = () => {
    throw new TypeError('Failed to fetch');
  };

  it("shows a photo refused without a reason in Hindi: the photo's fallback", async () => {
    const { user } = renderProfile(
      {},
      failing('POST', '/api/profile/photo', () => jsonResponse({}, 500)),
      'hi',
    );
    const input = await screen.findByLabelText(new RegExp(hiProfile.card.changePhoto));
    await user.upload(input, png());
    expect(await screen.findByText(hiProfile.card.photoUnreadable)).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(PROFILE_TEXTS.photoUnreadable);
  });

  it("shows the server's own reason for a photo as it came", async () => {
    const { user } = renderProfile(
      {},
      failing('POST', '/api/profile/photo', () =>
        jsonResponse({ error: 'फ़ोटो सर्वर पर नहीं पढ़ी गई' }, 400),
      ),
      'hi',
    );
    const input = await screen.findByLabelText(new RegExp(hiProfile.card.changePhoto));
    await user.upload(input, png());
    expect(await screen.findByText('फ़ोटो सर्वर पर नहीं पढ़ी गई')).toBeInTheDocument();
  });

  it('shows a document upload without an answer, and one refused without a reason, in Hindi', async () => {
    let attempts = 0;
    const { user } = renderProfile(
      {},
      failing('POST', '/api/onboarding/documents/governmentId', () => {
        attempts += 1;
        return attempts === 1 ? offline() : jsonResponse({}, 500);
      }),
      'hi',
    );
    await user.click(
      await screen.findByRole('button', { name: /^सरकारी पहचान पत्र/, expanded: false }),
    );
    const input = screen.getByLabelText('नया सरकारी पहचान पत्र अपलोड करें');
    await user.upload(input, pdf());
    expect(await screen.findByRole('alert')).toHaveTextContent('नेटवर्क त्रुटि');
    await user.upload(input, pdf());
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(hiProfile.fallbacks.upload),
    );
    expect(document.body.textContent).not.toContain('Network error');
    expect(document.body.textContent).not.toContain(PORTAL_PROFILE_TEXTS.fallbacks.upload);
  });

  it('shows the same failures in English on an English page', async () => {
    let attempts = 0;
    const { user } = renderProfile({}, (request, path) => {
      if (request.method !== 'POST') return undefined;
      if (path === '/api/profile/photo') return jsonResponse({}, 500);
      if (path !== '/api/onboarding/documents/governmentId') return undefined;
      attempts += 1;
      return attempts === 1 ? offline() : jsonResponse({}, 500);
    });
    await user.upload(await screen.findByLabelText(/Change photo/), png());
    expect(await screen.findByText(PROFILE_TEXTS.photoUnreadable)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Government ID/ }));
    const input = screen.getByLabelText('Upload new Government ID');
    await user.upload(input, pdf());
    expect(await screen.findByText('Network error')).toBeInTheDocument();
    await user.upload(input, pdf());
    expect(await screen.findByText(PORTAL_PROFILE_TEXTS.fallbacks.upload)).toBeInTheDocument();
  });

  it('shows a practice save refused on the degrees without a reason in Hindi, on that field', async () => {
    const { user } = renderProfile(
      { degrees: ['MBBS'], languages: [] },
      failing('PATCH', '/api/profile', () => jsonResponse({ field: 'degrees' }, 400)),
      'hi',
    );
    const practice = within(await screen.findByRole('region', { name: 'प्रैक्टिस का विवरण' }));
    await user.click(practice.getByRole('button', { name: 'प्रैक्टिस का विवरण सहेजें' }));
    expect(await practice.findByText(hiProfile.fallbacks.update)).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(PORTAL_PROFILE_TEXTS.fallbacks.update);
  });
});
