import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ARTICLES } from '@/features/news/data/articles';
import { renderRoutes } from '@/testing/test-utils';
import NewsRoute from './news';

describe('/news', () => {
  it('lists every article and links each teaser to the full text', () => {
    renderRoutes([{ path: '/news', element: <NewsRoute /> }], { entries: ['/news'] });

    expect(ARTICLES.length).toBeGreaterThanOrEqual(4);
    for (const article of ARTICLES) {
      const full = screen.getByRole('article', { name: article.title });
      expect(full).toHaveAttribute('id', article.slug);
      expect(within(full).getAllByText(/\w/).length).toBeGreaterThan(3);
      expect(screen.getByRole('link', { name: article.title })).toHaveAttribute(
        'href',
        `#${article.slug}`,
      );
    }
  });
});
