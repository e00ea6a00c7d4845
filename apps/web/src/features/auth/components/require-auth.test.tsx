import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/testing/test-utils';
import { RequireAuth } from './require-auth';

const routes = [
  { path: '/', element: <h1>Home</h1> },
  { path: '/login', element: <h1>Login screen</h1> },
  {
    element: <RequireAuth />,
    children: [{ path: '/dashboard', element: <h1>Portal content</h1> }],
  },
];

describe('RequireAuth', () => {
  it('sends a visitor without a stored token to /login, replacing the history entry', async () => {
    const { router } = renderRoutes(routes, { entries: ['/', '/dashboard'] });

    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Portal content' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.state).toEqual({ from: '/dashboard' });

    // /dashboard was replaced, so Back leads to the page before it, not into a redirect loop.
    await router.navigate(-1);
    expect(router.state.location.pathname).toBe('/');
  });

  it('renders the protected page when a token is stored', async () => {
    window.localStorage.setItem('token', 'abc');
    const { router } = renderRoutes(routes, { entries: ['/dashboard'] });

    expect(await screen.findByRole('heading', { name: 'Portal content' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
