import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionExpired, sessionStarted } from '@/lib/session-events';
import { getToken } from '@/lib/token-storage';

export interface SessionState {
  /** Mirrors local storage 'token' so screens re-render when it changes. */
  token: string | null;
}

export const sessionSlice = createSlice({
  name: 'session',
  // Lazy: read storage when a store is created, not when this module loads.
  initialState: (): SessionState => ({ token: getToken() }),
  reducers: {
    tokenStored(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
    tokenCleared(state) {
      state.token = null;
    },
  },
  extraReducers(builder) {
    builder
      .addCase(sessionExpired, (state) => {
        state.token = null;
      })
      .addCase(sessionStarted, (state, action) => {
        state.token = action.payload;
      });
  },
});

export const { tokenStored, tokenCleared } = sessionSlice.actions;

export const selectToken = (state: { session: SessionState }) => state.session.token;
