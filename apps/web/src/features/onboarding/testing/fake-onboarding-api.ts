import { jsonResponse, mockFetch } from '@/testing/test-utils';

export interface RecordedCall {
  /** 'POST /api/auth/send-otp' */
  key: string;
  url: URL;
  /** Parsed JSON, the FormData of a multipart body, or null. */
  body: unknown;
}

type Handler = (request: Request) => Response | Promise<Response>;

export const signupUser = {
  id: 'u-new',
  name: 'Dr. Asha Rao',
  role: 'doctor',
  phoneNumber: '+919812345678',
  mobile: '9812345678',
  email: null,
  profileCompleted: false,
};

const defaults: Record<string, Handler> = {
  'POST /api/auth/send-otp': () =>
    jsonResponse({ success: true, message: 'OTP sent successfully!', expiresInSeconds: 300 }),
  'POST /api/auth/verify-otp': () =>
    jsonResponse({
      success: true,
      verified: true,
      purpose: 'SIGNUP',
      message: 'OTP verified successfully!',
    }),
  'POST /api/auth/create-user': () =>
    jsonResponse(
      { token: 'new-token', user: signupUser, message: 'User created successfully!' },
      201,
    ),
  'GET /api/auth/get-userdata': () => jsonResponse({ user: signupUser }),
  'POST /api/auth/check-email-exists': () => jsonResponse({ exists: false }),
  'GET /api/onboarding/get-all-specializations': () =>
    jsonResponse({
      specializations: [
        { id: 1, name: 'Cardiologist', slug: 'cardiologist' },
        { id: 2, name: 'Dentist', slug: 'dentist' },
        { id: 3, name: 'Dermatologist', slug: 'dermatologist' },
      ],
    }),
  'GET /api/service/location/clinicAddress': () =>
    jsonResponse({
      addresses: [
        {
          label: 'Koramangala, Bengaluru, Karnataka',
          locality: 'Koramangala',
          city: 'Bengaluru',
          state: 'Karnataka',
          coordinates: { latitude: 12.9352, longitude: 77.6245 },
        },
      ],
      hasMore: false,
    }),
  'GET /api/service/location/cities': () =>
    jsonResponse({
      cities: [
        {
          city: 'Bengaluru',
          description: 'Bengaluru, Karnataka',
          state: 'Karnataka',
          latitude: 12.97,
          longitude: 77.59,
        },
      ],
      hasMore: false,
    }),
  // My Profile's photo endpoint, which step 3 uses too: the photo cropped square in two sizes.
  'POST /api/profile/photo': () =>
    jsonResponse({
      success: true,
      message: 'Photo updated',
      profile: {
        name: signupUser.name,
        photoUrl: '/api/doctor-photos/5f0c1c2e-8d7a-4b61-9a43-2f1e0c9b7d10-400.jpg',
        photoThumbUrl: '/api/doctor-photos/5f0c1c2e-8d7a-4b61-9a43-2f1e0c9b7d10-96.jpg',
        profileCompletion: 13,
      },
    }),
  'POST /api/onboarding/complete-profile': () =>
    jsonResponse({
      success: true,
      message: 'Profile completed successfully!',
      user: { ...signupUser, profileCompleted: true },
    }),
};

/**
 * A stand-in for the API server: answers every call of the sign-up wizard with a
 * plausible body (overridable per test) and records what was sent.
 */
export function fakeOnboardingApi(overrides: Record<string, Handler> = {}) {
  const calls: RecordedCall[] = [];
  const fetchMock = mockFetch(async (request) => {
    const url = new URL(request.url);
    const key = `${request.method} ${url.pathname}`;
    const type = request.headers.get('content-type') ?? '';
    let body: unknown = null;
    if (type.includes('application/json')) body = await request.clone().json();
    else if (type.includes('multipart/form-data')) body = await request.clone().formData();
    calls.push({ key, url, body });
    const handler = overrides[key] ?? defaults[key];
    return handler ? handler(request) : jsonResponse({ error: `No fake for ${key}` }, 404);
  });
  return {
    fetchMock,
    calls,
    callsTo: (key: string) => calls.filter((call) => call.key === key),
  };
}
