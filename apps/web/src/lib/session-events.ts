import { createAction } from '@reduxjs/toolkit';

/**
 * Dispatched by the API client when the server answers 401 to a request that carried
 * our token: the token has already been removed from storage. The auth feature's
 * session slice listens to it, so lib does not need to import a feature.
 */
export const sessionExpired = createAction('session/expired');

/**
 * Dispatched by any screen that received a token (login, login by OTP, sign-up) after
 * storing it with setToken. The session slice listens, so features that start a
 * session need not import the auth feature.
 */
export const sessionStarted = createAction<string>('session/started');
