import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { sessionSlice } from '@/features/auth/stores/session-slice';
import { api, type ApiExtra } from '@/lib/api-client';

interface StoreOptions {
  /** A server render's store: its queries call the API in-process (entry-server.tsx). */
  extra?: ApiExtra;
}

/** A fresh store; the app makes one, each test and each server render makes its own. */
export function createAppStore({ extra = {} }: StoreOptions = {}) {
  const store = configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      [sessionSlice.name]: sessionSlice.reducer,
    },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } }).concat(api.middleware),
  });
  // Refetch on focus/reconnect where an endpoint opts in (in a browser only).
  if (!extra.serverBaseQuery) setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
