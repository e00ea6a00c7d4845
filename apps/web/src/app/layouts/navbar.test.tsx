import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { Navbar } from './navbar';

function renderNavbar() {
  const user = userEvent.setup();
  const view = renderWithProviders(<Navbar />);
  const toggle = screen.getByRole('button', { name: /open menu/i });
  return { user, toggle, ...view };
}

describe('Navbar', () => {
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
});
