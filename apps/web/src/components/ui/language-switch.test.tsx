import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Navbar } from '@/app/layouts/navbar';
import { SiteFooter } from '@/app/layouts/site-footer';
import { RAW_KEY } from '@/testing/i18n';
import { renderWithProviders } from '@/testing/test-utils';

function Layout() {
  return (
    <>
      <Navbar />
      <SiteFooter />
    </>
  );
}

afterEach(() => {
  document.cookie = 'lang=; path=/; max-age=0';
  document.documentElement.lang = 'en';
});

describe('LanguageSwitch', () => {
  it('names each language in itself, with its lang attribute, in a labelled group', () => {
    renderWithProviders(<Layout />);
    const groups = screen.getAllByRole('group', { name: 'Language' });
    // The bar (desktop) and the footer; the mobile menu's is hidden until opened.
    expect(groups).toHaveLength(2);
    for (const group of groups) {
      expect(within(group).getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en');
      expect(within(group).getByRole('button', { name: 'English' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(within(group).getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('lang', 'hi');
      expect(within(group).getByRole('button', { name: 'हिन्दी' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      // The hook of the name's own small font (styles/fonts.css).
      expect(within(group).getByRole('button', { name: 'हिन्दी' })).toHaveAttribute(
        'data-language-name',
        'hi',
      );
    }
  });

  it('switches the navigation bar and the footer to Hindi and remembers the choice', async () => {
    const user = userEvent.setup();
    const { i18n } = renderWithProviders(<Layout />);
    const footer = screen.getByRole('contentinfo');

    await user.click(within(footer).getByRole('button', { name: 'हिन्दी' }));

    expect(i18n.language).toBe('hi');
    expect(document.cookie).toContain('lang=hi');
    expect(document.documentElement.lang).toBe('hi');
    const main = await screen.findByRole('navigation', { name: 'मुख्य' });
    expect(within(main).getByRole('link', { name: 'डॉक्टर' })).toHaveAttribute('href', '/doctors');
    expect(screen.getAllByRole('link', { name: 'लॉग इन' })[0]).toHaveAttribute('href', '/login');
    expect(within(footer).getByRole('heading', { name: 'त्वरित लिंक' })).toBeInTheDocument();
    for (const group of screen.getAllByRole('group', { name: 'भाषा' })) {
      expect(within(group).getByRole('button', { name: 'हिन्दी' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    }

    await user.click(within(footer).getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(document.cookie).toContain('lang=en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('shows the navigation bar, its mobile menu and the footer in Hindi with no raw key', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Layout />, '/', { language: 'hi' });
    await user.click(screen.getByRole('button', { name: 'मेन्यू खोलें' }));
    const mobile = screen.getByRole('navigation', { name: 'मुख्य (मोबाइल)' });
    expect(within(mobile).getByRole('link', { name: 'हमें क्यों चुनें?' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(RAW_KEY);
    expect(document.body.textContent).toContain('सर्वाधिकार सुरक्षित');
    expect(screen.getAllByRole('group', { name: 'भाषा' })).toHaveLength(3);
  });
});
