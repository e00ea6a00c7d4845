import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ArticleBlock, ARTICLES } from '@/features/news/data/articles';
import { articlesIn } from '@/features/news/data/articles-in';
import { renderRoutes } from '@/testing/test-utils';
import NewsRoute from './news';

const texts = (block: ArticleBlock) => (block.kind === 'list' ? block.items : [block.text]);
const DEVANAGARI = /[\u0900-\u097F]/;

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
    expect(document.body.textContent).not.toMatch(DEVANAGARI);
  });

  it('in Hindi, shows every article whole in Hindi and none of the English articles’ text', () => {
    renderRoutes([{ path: '/news', element: <NewsRoute /> }], {
      entries: ['/news'],
      language: 'hi',
    });

    const hindi = articlesIn('hi');
    expect(hindi.map((a) => a.slug)).toEqual(ARTICLES.map((a) => a.slug));
    for (const article of hindi) {
      const full = screen.getByRole('article', { name: article.title });
      expect(full).toHaveAttribute('id', article.slug);
      expect(screen.getByRole('link', { name: article.title })).toHaveAttribute(
        'href',
        `#${article.slug}`,
      );
      expect(within(full).getByText(article.excerpt)).toBeInTheDocument();
      for (const block of article.body) {
        if (block.kind === 'heading') {
          expect(within(full).getByRole('heading', { name: block.text })).toBeInTheDocument();
        } else {
          for (const text of texts(block)) expect(within(full).getByText(text)).toBeInTheDocument();
        }
      }
    }

    // The featured article's contents: its Hindi headings, without their numbers.
    const contents = screen.getByText('इस लेख में').nextElementSibling as HTMLElement;
    expect(within(contents).getByText('शहर और विशेषज्ञता से खोजें')).toBeInTheDocument();
    expect(screen.getAllByText('बुकिंग').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 2, name: 'ताज़ा लेख' })).toBeInTheDocument();

    const page = document.body.textContent ?? '';
    for (const article of ARTICLES) {
      for (const text of [article.title, article.excerpt, ...article.body.flatMap(texts)]) {
        expect(page).not.toContain(text);
      }
    }
    // No English sentence at all: three Latin words in a row.
    expect(page).not.toMatch(/[A-Za-z]+[\s,]+[A-Za-z]+[\s,]+[A-Za-z]+/);
  });
});
