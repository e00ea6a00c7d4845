import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeOnboardingApi, signupUser } from '@/features/onboarding/testing/fake-onboarding-api';
import {
  fillClinicDetails,
  uploadAllDocuments,
} from '@/features/onboarding/testing/wizard-helpers';
import { jsonResponse, renderRoutes } from '@/testing/test-utils';
import { appRoutes } from '../../router';

describe('doctor onboarding through the app', () => {
  it(
    'login with an incomplete profile -> wizard at step 3 -> profile completed -> user reloaded -> dashboard',
    { timeout: 30_000 },
    async () => {
      let profileCompleted = false;
      const api = fakeOnboardingApi({
        'POST /api/auth/login': () =>
          jsonResponse({ token: 'doctor-token', user: { ...signupUser, profileCompleted } }),
        'GET /api/auth/get-userdata': () =>
          jsonResponse({ user: { ...signupUser, name: 'Dr. Meera Iyer', profileCompleted } }),
        'POST /api/onboarding/complete-profile': () => {
          profileCompleted = true;
          return jsonResponse({ success: true, message: 'Profile completed successfully!' });
        },
      });
      const user = userEvent.setup();
      const { router } = renderRoutes(appRoutes, { entries: ['/login'] });

      await user.type(
        await screen.findByRole('textbox', { name: 'Mobile number' }, { timeout: 5000 }),
        '9812345678',
      );
      await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Str0ng!pass');
      await user.click(screen.getByRole('button', { name: 'Log In' }));

      // The wizard is a lazy route: its first load in the test run takes a moment.
      expect(
        await screen.findByRole('heading', { name: 'Clinic details' }, { timeout: 5000 }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/sign-up');

      await fillClinicDetails(user);
      await user.click(screen.getByRole('button', { name: /continue to documents/i }));
      await screen.findByRole('heading', { name: 'Upload documents' });
      await uploadAllDocuments(user);
      await user.click(screen.getByRole('button', { name: /continue to payment/i }));
      await user.click(await screen.findByRole('radio', { name: 'UPI' }));
      const before = api.callsTo('GET /api/auth/get-userdata').length;
      await user.click(screen.getByRole('button', { name: 'Complete Profile' }));

      expect(
        await screen.findByRole('heading', { name: 'Profile completed successfully!' }),
      ).toBeInTheDocument();
      const [submitted] = api.callsTo('POST /api/onboarding/complete-profile');
      // The name comes from the signed-in user, not from the (empty) sign-up storage.
      expect((submitted?.body as FormData).get('name')).toBe('Dr. Meera Iyer');
      // The current user is loaded again after completion.
      await waitFor(() =>
        expect(api.callsTo('GET /api/auth/get-userdata').length).toBeGreaterThan(before),
      );

      await user.click(screen.getByRole('button', { name: /go to dashboard/i }));
      expect(
        await screen.findByRole('heading', { name: 'Dashboard' }, { timeout: 5000 }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/dashboard');
    },
  );
});
