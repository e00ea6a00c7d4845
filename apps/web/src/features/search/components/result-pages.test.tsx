import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { ResultPages } from './result-pages';

const filters = { location: 'Bengaluru', treatment: 'General Physician' };

function pages(firstPage: number, lastPage: number) {
  renderWithProviders(
    <ResultPages
      filters={filters}
      firstPage={firstPage}
      lastPage={lastPage}
      total={100}
      pageSize={15}
    />,
  );
  return within(screen.getByRole('navigation', { name: 'Result pages' }));
}

describe('ResultPages', () => {
  it('marks the page the list starts at, and Next is the page after it', () => {
    const nav = pages(1, 1);
    expect(nav.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Page 2' })).not.toHaveAttribute('aria-current');
    expect(nav.getByRole('link', { name: 'Page 2' })).not.toHaveClass('bg-brand-100');
    expect(nav.getByRole('link', { name: 'Next' }).getAttribute('href')).toMatch(/[?&]page=2$/);
  });

  it('marks the pages appended as the list scrolled as shown, and Next goes past them', () => {
    const nav = pages(1, 3);
    expect(nav.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    for (const shown of ['Page 2', 'Page 3']) {
      expect(nav.getByRole('link', { name: shown })).toHaveClass('bg-brand-100');
      expect(nav.getByRole('link', { name: shown })).not.toHaveAttribute('aria-current');
    }
    expect(nav.getByRole('link', { name: 'Page 4' })).not.toHaveClass('bg-brand-100');
    expect(nav.getByRole('link', { name: 'Next' }).getAttribute('href')).toMatch(/[?&]page=4$/);
    expect(nav.queryByRole('link', { name: 'Previous' })).toBeNull();
  });
});
