import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { sessionSlice } from '@/features/auth/stores/session-slice';
import { api } from '@/lib/api-client';

/** A fresh store; the app makes one, each test makes its own. */
export function createAppStore() {
  const store = configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      [sessionSlice.name]: sessionSlice.reducer,
    },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  // Refetch on focus/reconnect where an endpoint opts in.
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
