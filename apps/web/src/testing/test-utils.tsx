import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import {
  createMemoryRouter,
  RouterProvider,
  type InitialEntry,
  type RouteObject,
} from 'react-router-dom';
import { vi } from 'vitest';
import { NavigationFromRouter } from '@/app/navigation-from-router';
import { AppProvider } from '@/app/provider';
import { createAppStore } from '@/app/store';
import { enableToasts } from '@/components/ui/toast-host';
import { ERRORS, type ErrorCode } from '@clinic/shared/errors';
import type { Language } from '@/lib/i18n';
import { createTestI18n } from './i18n';

interface RenderRoutesOptions {
  /** History entries (paths, or locations with state); the last is current unless initialIndex says otherwise. */
  entries?: InitialEntry[];
  initialIndex?: number;
  /** The language the screens show: English unless a test asks for Hindi. */
  language?: Language;
}

/** Renders a route table in a memory router with a fresh store, in English unless told. */
export function renderRoutes(routes: RouteObject[], options: RenderRoutesOptions = {}) {
  const entries = options.entries ?? ['/'];
  // Inside the app the root layout provides lib/navigation's router-backed context.
  const router = createMemoryRouter([{ element: <NavigationFromRouter />, children: routes }], {
    initialEntries: entries,
    initialIndex: options.initialIndex ?? entries.length - 1,
  });
  const store = createAppStore();
  const i18n = createTestI18n(options.language);
  // Tests see toasts on every screen, whatever route they render.
  enableToasts();
  const view = render(
    <AppProvider store={store} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, store, i18n };
}

/** Renders one element inside the app providers and a router at `path`. */
export function renderWithProviders(
  ui: ReactElement,
  path = '/',
  options: Pick<RenderRoutesOptions, 'language'> = {},
) {
  return renderRoutes([{ path: '*', element: ui }], { entries: [path], ...options });
}

/** A JSON answer as the API server gives it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** The API's error body for a declared code, with its declared message unless another is given. */
export function errorBody(code: ErrorCode, message: string = ERRORS[code].message) {
  return { error: message, message, code };
}

/** The API's error answer for a declared code, with the status declared for it. */
export function errorResponse(code: ErrorCode, message?: string): Response {
  return jsonResponse(errorBody(code, message), ERRORS[code].status);
}

/** Replaces global fetch for one test; unstubbed after each test by the Vitest config. */
export function mockFetch(handler: (request: Request) => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    handler(input instanceof Request ? input : new Request(input, init)),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/**
 * The server's side of a booking OTP: send-otp succeeds and verify-otp answers
 * `bookingToken`. Undefined for any other path, so a fake server can go on.
 */
export function bookingOtpResponse(pathname: string, bookingToken: string): Response | undefined {
  if (pathname === '/api/auth/send-otp') return jsonResponse({ success: true });
  if (pathname === '/api/auth/verify-otp') {
    return jsonResponse({ success: true, verified: true, purpose: 'BOOKING', bookingToken });
  }
  return undefined;
}
