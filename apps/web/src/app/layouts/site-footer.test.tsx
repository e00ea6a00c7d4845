import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  it("links patients to My appointments from the footer's quick links", () => {
    renderWithProviders(<SiteFooter />);
    const links = within(screen.getByRole('navigation', { name: 'Footer' }));
    expect(links.getByRole('link', { name: /^my appointments$/i })).toHaveAttribute(
      'href',
      '/my-appointments',
    );
  });
});
