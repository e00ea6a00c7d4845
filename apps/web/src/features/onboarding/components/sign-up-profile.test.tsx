import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, renderRoutes } from '@/testing/test-utils';
import { PROFILE_TEXTS } from '@clinic/shared/practice-profile';
import { PROFILE_DOCUMENT_FIELDS } from '../api/complete-profile';
import { fakeOnboardingApi } from '../testing/fake-onboarding-api';
import {
  chosenSpecializations,
  fillClinicDetails,
  pdfFile,
  pickOption,
  pngFile,
  uploadAllDocuments,
} from '../testing/wizard-helpers';
import { PHOTO_FIELD_TEXTS } from './photo-field';
import { SignUpWizard } from './sign-up-wizard';

// Many keystrokes each; generous so a busy machine does not fail them.
const USER_FLOW_TIMEOUT = 20_000;

const doctor = { name: 'Dr. Asha Rao', email: null };
const routes = [
  { path: '/sign-up', element: <SignUpWizard currentUser={doctor} /> },
  { path: '/dashboard', element: <h1>Dashboard screen</h1> },
];
const atStep3 = [{ pathname: '/sign-up', state: { step: 3 } }];

type User = ReturnType<typeof userEvent.setup>;

async function reachPayment(user: User) {
  await fillClinicDetails(user);
  await user.click(screen.getByRole('button', { name: /continue to documents/i }));
  await screen.findByRole('heading', { name: 'Upload documents' });
  await uploadAllDocuments(user);
  await user.click(screen.getByRole('button', { name: /continue to payment/i }));
  await screen.findByRole('heading', { name: 'Preferred payment' });
}

beforeEach(() => {
  window.localStorage.setItem('token', 'session-token');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('sign-up step 3: clinic details', { timeout: USER_FLOW_TIMEOUT }, () => {
  it('opens at step 3 from navigation state when signed in, at step 0 otherwise', async () => {
    fakeOnboardingApi();
    const { unmount } = renderRoutes(routes, { entries: atStep3 });
    expect(screen.getByRole('heading', { name: 'Clinic details' })).toBeInTheDocument();
    const progress = screen.getByRole('navigation', { name: 'Sign-up progress' });
    expect(within(progress).getByText(/Step 4 of 7/)).toBeInTheDocument();
    unmount();

    window.localStorage.removeItem('token');
    renderRoutes(routes, { entries: atStep3 });
    expect(screen.getByRole('heading', { name: 'Create your doctor account' })).toBeInTheDocument();
  });

  it('names every missing field', async () => {
    fakeOnboardingApi();
    const user = userEvent.setup();
    renderRoutes(routes, { entries: atStep3 });
    await user.click(screen.getByRole('button', { name: /continue to documents/i }));

    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Clinic name is required')).toBeInTheDocument();
    expect(
      screen.getByText('Please choose the clinic address from the suggestions'),
    ).toBeInTheDocument();
    expect(screen.getByText('City is required')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one specialization')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Clinic details' })).toBeInTheDocument();
  });

  it('checks the email 400 ms after typing and blocks a duplicate', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeOnboardingApi({
      'POST /api/auth/check-email-exists': () => jsonResponse({ exists: true }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderRoutes(routes, { entries: atStep3 });

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'Taken@Clinic.in');
    expect(api.callsTo('POST /api/auth/check-email-exists')).toHaveLength(0);
    await act(async () => {
      vi.advanceTimersByTime(400);
    });
    expect(await screen.findByText('Email already exists')).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/check-email-exists').map((call) => call.body)).toEqual([
      { email: 'taken@clinic.in' },
    ]);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');

    await fillClinicDetails(user, '');
    await user.click(screen.getByRole('button', { name: /continue to documents/i }));
    expect(await screen.findByText('Email already exists')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Clinic details' })).toBeInTheDocument();
  });

  it('fills the city from the chosen clinic address', async () => {
    fakeOnboardingApi();
    const user = userEvent.setup();
    renderRoutes(routes, { entries: atStep3 });
    await pickOption(user, 'Clinic address', 'Kora', 'Koramangala, Bengaluru, Karnataka');
    expect(screen.getByRole('combobox', { name: 'Clinic address' })).toHaveValue(
      'Koramangala, Bengaluru, Karnataka',
    );
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue('Bengaluru');
  });

  it('adds specializations from the list as chips, once each, and removes them', async () => {
    fakeOnboardingApi();
    const user = userEvent.setup();
    renderRoutes(routes, { entries: atStep3 });
    await pickOption(user, 'Specializations', 'Card', 'Cardiologist');
    await pickOption(user, 'Specializations', 'Dent', 'Dentist');
    expect(chosenSpecializations()).toEqual(['Cardiologist', 'Dentist']);
    // A chosen one is marked in the list; picking it again takes it away rather than doubling it.
    await user.type(screen.getByRole('combobox', { name: 'Specializations' }), 'Dent');
    expect(await screen.findByRole('option', { name: 'Dentist' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Remove Cardiologist' }));
    expect(chosenSpecializations()).toEqual(['Dentist']);
    expect(new Set(chosenSpecializations()).size).toBe(chosenSpecializations().length);
  });

  it('edits the weekly timings: defaults, closed days, extra shifts, closing after opening', async () => {
    fakeOnboardingApi();
    const user = userEvent.setup();
    renderRoutes(routes, { entries: atStep3 });

    expect(screen.getByRole('checkbox', { name: 'Saturday closed' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Monday closed' })).not.toBeChecked();
    expect(screen.getByLabelText('Monday shift 1 opening time')).toHaveValue('09:00');
    expect(screen.getByLabelText('Monday shift 1 closing time')).toHaveValue('17:00');

    await user.click(screen.getByRole('checkbox', { name: 'Saturday closed' }));
    expect(screen.getByLabelText('Saturday shift 1 opening time')).toHaveValue('09:00');

    await user.click(screen.getByRole('button', { name: 'Add shift on Monday' }));
    const closing = screen.getByLabelText('Monday shift 2 closing time');
    await user.type(screen.getByLabelText('Monday shift 2 opening time'), '18:00');
    await user.type(closing, '17:30');
    await user.click(screen.getByRole('button', { name: /continue to documents/i }));
    expect(await screen.findByText('Closing time must be after opening time')).toBeInTheDocument();
    expect(closing).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('sign-up step 3: the photo', { timeout: USER_FLOW_TIMEOUT }, () => {
  const storedPhoto = '/api/doctor-photos/5f0c1c2e-8d7a-4b61-9a43-2f1e0c9b7d10-400.jpg';

  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:picked-photo');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('previews a picked photo, uploads it with the session to the profile photo endpoint and keeps it across steps', async () => {
    let authorization: string | null = null;
    const api = fakeOnboardingApi({
      'POST /api/profile/photo': (request) => {
        authorization = request.headers.get('authorization');
        return jsonResponse({ success: true, profile: { photoUrl: storedPhoto } });
      },
    });
    const user = userEvent.setup();
    renderRoutes(routes, { entries: atStep3 });

    // Optional: nothing is shown until one is picked.
    expect(screen.queryByRole('img', { name: 'Your photo' })).not.toBeInTheDocument();
    await user.upload(screen.getByLabelText(PHOTO_FIELD_TEXTS.choose), pngFile('asha.png'));

    expect(await screen.findByText(PHOTO_FIELD_TEXTS.saved)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Your photo' })).toHaveAttribute(
      'src',
      'blob:picked-photo',
    );
    const [upload] = api.callsTo('POST /api/profile/photo');
    const sent = (upload?.body as FormData).get('photo') as File;
    expect([sent.type, sent.size]).toEqual(['image/png', 4096]);
    expect(authorization).toBe('Bearer session-token');
    expect(api.callsTo('POST /api/profile/photo')).toHaveLength(1);

    // To documents and back: the stored photo (cropped by the server) is shown, not sent again.
    await fillClinicDetails(user);
    await user.click(screen.getByRole('button', { name: /continue to documents/i }));
    await screen.findByRole('heading', { name: 'Upload documents' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('img', { name: 'Your photo' })).toHaveAttribute(
      'src',
      storedPhoto,
    );
    expect(screen.getByLabelText(PHOTO_FIELD_TEXTS.change)).toBeInTheDocument();
    expect(api.callsTo('POST /api/profile/photo')).toHaveLength(1);
  });

  it("refuses a non-image, a renamed file and a photo over 5 MB with My Profile's messages, sending nothing", async () => {
    const api = fakeOnboardingApi();
    const user = userEvent.setup({ applyAccept: false });
    renderRoutes(routes, { entries: atStep3 });
    const input = screen.getByLabelText(PHOTO_FIELD_TEXTS.choose);

    await user.upload(input, new File(['GIF89a'], 'me.gif', { type: 'image/gif' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PROFILE_TEXTS.photoType);
    expect(input).toHaveAttribute('aria-invalid', 'true');

    // Called .png, but a PDF inside: judged by its first bytes.
    await user.upload(input, new File(['%PDF-1.7 report'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PROFILE_TEXTS.photoType);

    await user.upload(input, pngFile('huge.png', 5 * 1024 * 1024 + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent(PROFILE_TEXTS.photoTooLarge);

    expect(api.callsTo('POST /api/profile/photo')).toHaveLength(0);
    expect(screen.queryByRole('img', { name: 'Your photo' })).not.toBeInTheDocument();

    // Exactly 5 MB is accepted, and the message goes.
    await user.upload(input, pngFile('fits.png', 5 * 1024 * 1024));
    expect(await screen.findByText(PHOTO_FIELD_TEXTS.saved)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/profile/photo')).toHaveLength(1);
  });

  it("waits for an upload before moving on, and shows the server's refusal", async () => {
    let answer: (response: Response) => void = () => undefined;
    const api = fakeOnboardingApi({
      'POST /api/profile/photo': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const user = userEvent.setup();
    renderRoutes(routes, { entries: atStep3 });
    await fillClinicDetails(user);

    await user.upload(screen.getByLabelText(PHOTO_FIELD_TEXTS.choose), pngFile());
    const continueButton = screen.getByRole('button', { name: /continue to documents/i });
    expect(await screen.findByLabelText(PHOTO_FIELD_TEXTS.uploading)).toBeDisabled();
    expect(continueButton).toBeDisabled();

    await act(async () => {
      answer(errorResponse('UNSUPPORTED_MEDIA_TYPE', PROFILE_TEXTS.photoUnreadable));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(PROFILE_TEXTS.photoUnreadable);
    expect(screen.queryByRole('img', { name: 'Your photo' })).not.toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:picked-photo');
    expect(continueButton).toBeEnabled();

    // The photo is optional: the step goes on without one.
    await user.click(continueButton);
    expect(await screen.findByRole('heading', { name: 'Upload documents' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/profile/photo')).toHaveLength(1);
  });

  it('shows the photo the account already has when the wizard reopens after login', async () => {
    fakeOnboardingApi();
    renderRoutes(
      [
        {
          path: '/sign-up',
          element: <SignUpWizard currentUser={{ ...doctor, photoUrl: storedPhoto }} />,
        },
      ],
      { entries: atStep3 },
    );
    expect(screen.getByRole('img', { name: 'Your photo' })).toHaveAttribute('src', storedPhoto);
    expect(screen.getByLabelText(PHOTO_FIELD_TEXTS.change)).toBeInTheDocument();
  });
});

describe('sign-up step 4: documents', { timeout: USER_FLOW_TIMEOUT }, () => {
  it('accepts PDFs only, shows name and size, and requires all five', async () => {
    fakeOnboardingApi();
    const user = userEvent.setup({ applyAccept: false });
    renderRoutes(routes, { entries: atStep3 });
    await fillClinicDetails(user);
    await user.click(screen.getByRole('button', { name: /continue to documents/i }));
    await screen.findByRole('heading', { name: 'Upload documents' });

    const governmentId = screen.getByLabelText('Government ID');
    await user.upload(governmentId, new File(['png'], 'photo.png', { type: 'image/png' }));
    expect(await screen.findByText('Only PDF files are allowed')).toBeInTheDocument();

    // Named .pdf but not a PDF inside.
    await user.upload(governmentId, new File(['PK..'], 'renamed.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Only PDF files are allowed')).toBeInTheDocument();

    await user.upload(governmentId, pdfFile('aadhaar.pdf', 3 * 1024));
    expect(await screen.findByText('aadhaar.pdf')).toBeInTheDocument();
    expect(screen.getByText('3 KB')).toBeInTheDocument();
    expect(screen.queryByText('Only PDF files are allowed')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /continue to payment/i }));
    expect(await screen.findByText('Upload all five documents to continue.')).toBeInTheDocument();
    expect(screen.getAllByText('Please upload this document')).toHaveLength(4);
  });

  it('refuses files over 10 MB with a clear message', async () => {
    fakeOnboardingApi();
    const user = userEvent.setup();
    renderRoutes(routes, { entries: atStep3 });
    await fillClinicDetails(user);
    await user.click(screen.getByRole('button', { name: /continue to documents/i }));
    await user.upload(
      await screen.findByLabelText('Bank information'),
      pdfFile('statement.pdf', 10 * 1024 * 1024 + 1),
    );
    expect(
      await screen.findByText('This file is larger than 10 MB. Please choose a smaller PDF.'),
    ).toBeInTheDocument();
  });
});

describe('sign-up step 3: the practice', { timeout: USER_FLOW_TIMEOUT }, () => {
  it('sends gender, experience, fees, video, degrees, languages, registration, biography and the clinic phone', async () => {
    const api = fakeOnboardingApi();
    const user = userEvent.setup();
    renderRoutes(routes, { entries: atStep3 });
    await fillClinicDetails(user);
    await user.type(
      screen.getByRole('textbox', { name: /phone shown to patients/i }),
      '080 2553 1234',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: /gender/i }), 'female');
    await user.type(screen.getByRole('spinbutton', { name: /years of experience/i }), '9');
    await user.type(screen.getByRole('spinbutton', { name: /clinic visit fee/i }), '700');
    await user.type(screen.getByRole('spinbutton', { name: /video consultation fee/i }), '450');
    await user.click(screen.getByRole('checkbox', { name: 'I offer video consultations' }));
    await user.type(screen.getByRole('combobox', { name: 'Degrees' }), 'MBBS{Enter}');
    await user.type(screen.getByRole('combobox', { name: 'Degrees' }), 'Fellowship in Dermatology');
    await user.click(screen.getByRole('button', { name: /add to degrees/i }));
    await user.type(screen.getByRole('combobox', { name: 'Languages spoken' }), 'Urdu{Enter}');
    await user.type(screen.getByRole('textbox', { name: /registration number/i }), 'KMC-1001');
    await user.type(
      screen.getByRole('combobox', { name: /medical council/i }),
      'Karnataka Medical Council',
    );
    await user.type(
      screen.getByRole('textbox', { name: /biography/i }),
      'Dermatologist in Koramangala.',
    );
    expect(screen.getByText('29/1000')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /continue to documents/i }));
    await screen.findByRole('heading', { name: 'Upload documents' });
    await uploadAllDocuments(user);
    await user.click(screen.getByRole('button', { name: /continue to payment/i }));
    await screen.findByRole('heading', { name: 'Preferred payment' });
    await user.click(screen.getByRole('radio', { name: 'UPI' }));
    await user.click(screen.getByRole('button', { name: 'Complete Profile' }));
    await screen.findByRole('heading', { name: 'Profile completed successfully!' });

    const form = api.callsTo('POST /api/onboarding/complete-profile')[0]?.body as FormData;
    expect(
      Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')),
    ).toMatchObject({
      gender: 'female',
      experience: '9',
      offlineFee: '700',
      onlineFee: '450',
      offersVirtual: 'false',
      degrees: JSON.stringify(['MBBS', 'Fellowship in Dermatology']),
      languages: JSON.stringify(['Urdu']),
      registrationNumber: 'KMC-1001',
      council: 'Karnataka Medical Council',
      bio: 'Dermatologist in Koramangala.',
      clinicPhone: '080 2553 1234',
    });
  });

  it('refuses a fee above ₹1,00,000, experience above 70 and a bad phone with the shared messages', async () => {
    fakeOnboardingApi();
    const user = userEvent.setup();
    renderRoutes(routes, { entries: atStep3 });
    await fillClinicDetails(user);
    await user.type(screen.getByRole('spinbutton', { name: /years of experience/i }), '71');
    await user.type(screen.getByRole('spinbutton', { name: /clinic visit fee/i }), '100001');
    await user.type(screen.getByRole('textbox', { name: /phone shown to patients/i }), 'call us');
    await user.click(screen.getByRole('button', { name: /continue to documents/i }));

    expect(await screen.findByText(PROFILE_TEXTS.experienceRange)).toBeInTheDocument();
    expect(screen.getByText(PROFILE_TEXTS.feeRange)).toBeInTheDocument();
    expect(screen.getByText(PROFILE_TEXTS.clinicPhone)).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: /years of experience/i })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByRole('heading', { name: 'Clinic details' })).toBeInTheDocument();
  });
});

describe('sign-up step 6: preferred payment and submit', { timeout: USER_FLOW_TIMEOUT }, () => {
  it('sends complete-profile as multipart, then shows the success step and opens the dashboard', async () => {
    const api = fakeOnboardingApi();
    const user = userEvent.setup();
    window.localStorage.setItem('signupName', 'Dr. Asha Rao');
    window.localStorage.setItem('signupMobile', '9812345678');
    const { router } = renderRoutes(routes, { entries: atStep3 });
    await reachPayment(user);

    expect(screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual([
      'Cash',
      'Credit/Debit Card',
      'UPI',
      'Net Banking',
      'All of the above',
    ]);
    await user.click(screen.getByRole('radio', { name: 'All of the above' }));
    await user.type(screen.getByRole('textbox', { name: /ifsc code/i }), 'hdfc0001234');
    await user.click(screen.getByRole('button', { name: 'Complete Profile' }));
    expect(
      await screen.findByText('Tell us who handles cash payments at the clinic'),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Cash handler' }), 'Reception');
    await user.click(screen.getByRole('button', { name: 'Complete Profile' }));

    expect(
      await screen.findByRole('heading', { name: 'Profile completed successfully!' }),
    ).toBeInTheDocument();
    const [call] = api.callsTo('POST /api/onboarding/complete-profile');
    const form = call?.body as FormData;
    expect([...new Set(form.keys())]).toEqual([
      'email',
      'name',
      'clinicName',
      'clinicAddress',
      'clinicCity',
      'latitude',
      'longitude',
      'additionalLocationInfo',
      'timingsJson',
      'specializations',
      'paymentMethod',
      'ifscCode',
      'cashHandler',
      'offersVirtual',
      'degrees',
      'languages',
      ...PROFILE_DOCUMENT_FIELDS,
    ]);
    expect(
      Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')),
    ).toEqual({
      email: 'asha@clinic.in',
      name: 'Dr. Asha Rao',
      clinicName: 'Sunrise Family Clinic',
      clinicAddress: 'Koramangala, Bengaluru, Karnataka',
      clinicCity: 'Bengaluru',
      latitude: '12.9352',
      longitude: '77.6245',
      additionalLocationInfo: '2nd floor, above the pharmacy',
      timingsJson: JSON.stringify(
        ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'].map((dayOfWeek) => ({
          dayOfWeek,
          startTime: '09:00',
          endTime: '17:00',
        })),
      ),
      specializations: '["Cardiologist"]',
      paymentMethod: 'All of the above',
      ifscCode: 'HDFC0001234',
      cashHandler: 'Reception',
      offersVirtual: 'true',
      degrees: '[]',
      languages: '[]',
    });
    for (const field of PROFILE_DOCUMENT_FIELDS) {
      const file = form.get(field) as Blob;
      expect(file.type).toBe('application/pdf');
      expect(file.size).toBe(2048);
    }
    expect(call?.url.pathname).toBe('/api/onboarding/complete-profile');
    expect(window.localStorage.getItem('signupName')).toBeNull();
    expect(window.localStorage.getItem('signupMobile')).toBeNull();

    await user.click(screen.getByRole('button', { name: /go to dashboard/i }));
    expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it("reports 'Profile completion failed: {error}' and stays on the step", async () => {
    fakeOnboardingApi({
      'POST /api/onboarding/complete-profile': () =>
        errorResponse('PAYLOAD_TOO_LARGE', 'Each document must be at most 10 MB.'),
    });
    const user = userEvent.setup();
    renderRoutes(routes, { entries: atStep3 });
    await reachPayment(user);
    await user.click(screen.getByRole('radio', { name: 'UPI' }));
    await user.click(screen.getByRole('button', { name: 'Complete Profile' }));

    const messages = await screen.findAllByText(
      'Profile completion failed: Each document must be at most 10 MB.',
    );
    expect(messages.length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Preferred payment' })).toBeInTheDocument();
  });

  it('goes back from payment to documents and from documents to clinic details, keeping entries', async () => {
    fakeOnboardingApi();
    const user = userEvent.setup();
    renderRoutes(routes, { entries: atStep3 });
    await reachPayment(user);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('governmentId.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('textbox', { name: 'Clinic name' })).toHaveValue(
      'Sunrise Family Clinic',
    );
    expect(chosenSpecializations()).toEqual(['Cardiologist']);
  });
});
