import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import {
  createMemoryRouter,
  RouterProvider,
  useLocation,
  type InitialEntry,
  type RouteObject,
} from 'react-router-dom';
import { NavigationFromRouter } from '@/app/navigation-from-router';
import { AppProvider } from '@/app/provider';
import { createAppStore } from '@/app/store';
import { enableToasts } from '@/components/ui/toast-host';
import type { Language } from '@/lib/i18n';
import { createTestI18n } from './i18n';

/** Shows where the app went and with which state, for asserting navigation. */
export function LocationProbe({ name }: { name: string }) {
  const location = useLocation();
  return (
    <div>
      <p>{name}</p>
      <pre data-testid="location-state">{JSON.stringify(location.state ?? null)}</pre>
    </div>
  );
}

/** The navigation state the probe shows, parsed. */
export function probedState<T = Record<string, unknown>>(element: HTMLElement): T {
  return JSON.parse(element.textContent ?? 'null') as T;
}

/**
 * Renders `element` at `path` opened with navigation `state`, next to probes for the
 * screens it may go to.
 */
export function renderBookingScreen(
  element: ReactElement,
  {
    path,
    state,
    probes = [],
    language,
  }: { path: string; state?: unknown; probes?: string[]; language?: Language },
) {
  const routes: RouteObject[] = [
    { path, element },
    ...['/search-results', ...probes]
      .filter((p) => p !== path)
      .map((p) => ({ path: p, element: <LocationProbe name={`Probe ${p}`} /> })),
  ];
  const entry: InitialEntry = state === undefined ? path : { pathname: path, state };
  const router = createMemoryRouter([{ element: <NavigationFromRouter />, children: routes }], {
    initialEntries: [entry],
  });
  const store = createAppStore();
  const i18n = createTestI18n(language);
  enableToasts();
  const view = render(
    <AppProvider store={store} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, store, i18n };
}
