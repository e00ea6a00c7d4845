import { configureStore, type Middleware } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it } from 'vitest';
import { FALLBACK_ERRORS } from '@clinic/shared/messages';
import { errorResponse, jsonResponse, mockFetch } from '@/testing/test-utils';
import { api, getApiErrorMessage, type ApiError } from './api-client';
import { sessionExpired } from './session-events';

const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    testLogin: build.mutation<{ token: string }, { phoneNumber: string }>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
      extraOptions: { fallbackError: FALLBACK_ERRORS.login },
    }),
    testProfile: build.query<{ ok: boolean }, void>({
      query: () => '/auth/get-userdata',
      extraOptions: { fallbackError: FALLBACK_ERRORS.userData, requiresAuth: true },
    }),
    testNoFallback: build.query<unknown, void>({ query: () => '/anything' }),
    testPatientList: build.query<unknown, void>({
      query: () => ({ url: '/patient/appointments', headers: { 'X-Booking-Token': 'old' } }),
      extraOptions: { ownCredentials: true },
    }),
  }),
});

function setup() {
  const actions: string[] = [];
  const recordActions: Middleware = () => (next) => (action) => {
    actions.push((action as { type: string }).type);
    return next(action);
  };
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware, recordActions),
  });
  return { store, actions };
}

async function login(store: ReturnType<typeof setup>['store']) {
  const result = await store.dispatch(
    testApi.endpoints.testLogin.initiate({ phoneNumber: '+919876543210' }),
  );
  return result;
}

describe('api client', () => {
  afterEach(() => {
    window.localStorage.clear();
  });

  it('sends JSON to /api with the stored Bearer token and returns the data', async () => {
    window.localStorage.setItem('token', 'secret-token');
    const fetchMock = mockFetch(() => jsonResponse({ token: 't1' }));
    const { store } = setup();

    const result = await login(store);

    expect(result.data).toEqual({ token: 't1' });
    const request = fetchMock.mock.calls[0]?.[0] as Request;
    expect(new URL(request.url).pathname).toBe('/api/auth/login');
    expect(request.method).toBe('POST');
    expect(request.headers.get('Authorization')).toBe('Bearer secret-token');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(await request.json()).toEqual({ phoneNumber: '+919876543210' });
  });

  it("surfaces the server's error field and code on a non-OK answer", async () => {
    mockFetch(() =>
      jsonResponse(
        { error: 'Invalid credentials', message: 'Invalid credentials', code: 'UNAUTHORIZED' },
        400,
      ),
    );
    const { store } = setup();

    const result = await login(store);

    expect(result.error).toEqual<ApiError>({
      status: 400,
      message: 'Invalid credentials',
      code: 'UNAUTHORIZED',
    });
    expect(getApiErrorMessage(result.error)).toBe('Invalid credentials');
  });

  it('falls back to the per-call message when the body has no error text', async () => {
    mockFetch(() => jsonResponse({}, 500));
    const { store } = setup();

    const result = await login(store);

    expect(result.error).toMatchObject({ status: 500, message: FALLBACK_ERRORS.login });
  });

  it('falls back to the per-call message when the body is not JSON', async () => {
    mockFetch(
      () =>
        new Response('<html>Bad gateway</html>', {
          status: 502,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const { store } = setup();

    const result = await login(store);

    expect(result.error).toMatchObject({ status: 502, message: FALLBACK_ERRORS.login });
  });

  it("turns a network failure into 'Network error'", async () => {
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const { store } = setup();

    const result = await login(store);

    expect(result.error).toEqual({ status: 'FETCH_ERROR', message: 'Network error' });
    expect(getApiErrorMessage(result.error)).toBe(FALLBACK_ERRORS.network);
  });

  it("fails an authenticated call with 'No token found' without calling the server", async () => {
    const fetchMock = mockFetch(() => jsonResponse({ ok: true }));
    const { store } = setup();

    const result = await store.dispatch(testApi.endpoints.testProfile.initiate());

    expect(result.error).toEqual({ status: 'NO_TOKEN', message: FALLBACK_ERRORS.noToken });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('clears the stored token and reports the expired session on a 401', async () => {
    window.localStorage.setItem('token', 'expired');
    mockFetch(() => errorResponse('UNAUTHORIZED'));
    const { store, actions } = setup();

    const result = await store.dispatch(testApi.endpoints.testProfile.initiate());

    expect(result.error).toMatchObject({ status: 401, message: 'Please log in to continue.' });
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(actions).toContain(sessionExpired.type);
  });

  it('keeps the session on a 401 of a call that carries its own credentials', async () => {
    window.localStorage.setItem('token', 'doctor-token');
    mockFetch(() => jsonResponse({ error: 'Your verification has expired.' }, 401));
    const { store, actions } = setup();

    const result = await store.dispatch(testApi.endpoints.testPatientList.initiate());

    expect(result.error).toMatchObject({ status: 401, message: 'Your verification has expired.' });
    expect(window.localStorage.getItem('token')).toBe('doctor-token');
    expect(actions).not.toContain(sessionExpired.type);
  });

  it('uses a generic message when neither the server nor the call gives one', async () => {
    mockFetch(() => jsonResponse(null, 503));
    const { store } = setup();

    const result = await store.dispatch(testApi.endpoints.testNoFallback.initiate());

    expect(getApiErrorMessage(result.error)).toBe('Something went wrong. Please try again.');
  });
});

describe('getApiErrorMessage', () => {
  it('reads a thrown error, and falls back when there is nothing to read', () => {
    expect(getApiErrorMessage({ name: 'Error', message: 'boom' })).toBe('boom');
    expect(getApiErrorMessage(undefined, 'Failed to search doctors')).toBe(
      'Failed to search doctors',
    );
  });
});
