import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '@/lib/token-storage';
import { renderWithProviders } from '@/testing/test-utils';
import { Navbar } from './navbar';

/** A token shaped like the server's (the navigation bar reads its role and expiry only). */
function accessToken(role: string, expiresInS = 3600): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const exp = Math.floor(Date.now() / 1000) + expiresInS;
  return `${part({ alg: 'HS256' })}.${part({ sub: 'u1', role, tv: 0, typ: 'access', exp })}.signature`;
}

function renderNavbar() {
  const user = userEvent.setup();
  const view = renderWithProviders(<Navbar />);
  const toggle = screen.getByRole('button', { name: /open menu/i });
  return { user, toggle, ...view };
}

describe('Navbar', () => {
  afterEach(() => {
    clearToken();
    vi.unstubAllGlobals();
  });

  it('shows the spec links with their targets', () => {
    renderWithProviders(<Navbar />);
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(main).getByRole('link', { name: 'Doctors' })).toHaveAttribute('href', '/doctors');
    expect(within(main).getByRole('link', { name: 'Why Choose Us?' })).toHaveAttribute(
      'href',
      '/why-choose-us',
    );
    expect(within(main).getByRole('link', { name: 'NEWS' })).toHaveAttribute('href', '/news');
    expect(screen.getAllByRole('link', { name: 'Log In' })[0]).toHaveAttribute('href', '/login');
    expect(screen.getAllByRole('link', { name: 'Register' })[0]).toHaveAttribute(
      'href',
      '/sign-up',
    );
  });

  it('opens and closes the mobile menu with the toggle, locking page scroll while open', async () => {
    const { user, toggle } = renderNavbar();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'mobile-navigation');
    expect(screen.queryByRole('navigation', { name: 'Main mobile' })).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    const menu = screen.getByRole('navigation', { name: 'Main mobile' });
    expect(menu).toBeVisible();
    expect(menu).toHaveAttribute('id', 'mobile-navigation');
    expect(document.body.style.overflow).toBe('hidden');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Main mobile' })).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes the menu and unlocks scrolling when a link is clicked', async () => {
    const { user, toggle, router } = renderNavbar();
    await user.click(toggle);
    const menu = screen.getByRole('navigation', { name: 'Main mobile' });

    await user.click(within(menu).getByRole('link', { name: 'Doctors' }));

    expect(router.state.location.pathname).toBe('/doctors');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Main mobile' })).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes the menu on Escape', async () => {
    const { user, toggle } = renderNavbar();
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.body.style.overflow).toBe('');
  });

  it('restores the previous body overflow when unmounted while open', async () => {
    document.body.style.overflow = 'scroll';
    const { user, toggle, unmount } = renderNavbar();
    await user.click(toggle);
    expect(document.body.style.overflow).toBe('hidden');
    unmount();
    expect(document.body.style.overflow).toBe('scroll');
  });

  it('links My appointments for patients', () => {
    renderWithProviders(<Navbar />);
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'My appointments' })).toHaveAttribute(
      'href',
      '/my-appointments',
    );
  });

  it('shows a signed-in doctor Dashboard and Log out instead of Log In and Register', async () => {
    setToken(accessToken('doctor'));
    const { user, toggle } = renderNavbar();
    expect(screen.queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');

    await user.click(toggle);
    const menu = screen.getByRole('navigation', { name: 'Main mobile' });
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(within(menu).getByRole('button', { name: 'Log out' })).toBeVisible();
  });

  it('takes an admin to the admin area, and ignores an expired or foreign token', () => {
    setToken(accessToken('admin'));
    const { unmount } = renderWithProviders(<Navbar />);
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin');
    unmount();

    setToken(accessToken('doctor', -10));
    const expired = renderWithProviders(<Navbar />);
    expect(screen.getAllByRole('link', { name: 'Log In' })[0]).toBeInTheDocument();
    expired.unmount();

    setToken('not-a-token');
    renderWithProviders(<Navbar />);
    expect(screen.getAllByRole('link', { name: 'Log In' })[0]).toBeInTheDocument();
  });

  it('follows a sign-in and a sign-out after it was drawn, and logs out to the landing', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderWithProviders(<Navbar />);
    expect(screen.getAllByRole('link', { name: 'Log In' })[0]).toBeInTheDocument();

    act(() => setToken(accessToken('doctor')));
    const logOut = screen.getByRole('button', { name: 'Log out' });
    await userEvent.setup().click(logOut);

    expect(localStorage.getItem('token')).toBeNull();
    expect(assign).toHaveBeenCalledWith('/');
    expect(screen.getAllByRole('link', { name: 'Log In' })[0]).toBeInTheDocument();
  });
});
