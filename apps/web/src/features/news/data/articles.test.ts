// The articles' Hindi against their English: the same articles by slug, block for
// block of the same kinds, and every text in Hindi (issue 14).
import { describe, expect, it } from 'vitest';
import { type ArticleBlock, ARTICLES } from './articles';
import { ARTICLES_HI } from './articles.hi';
import { articlesIn } from './articles-in';

const DEVANAGARI = /[\u0900-\u097F]/;
// Three Latin words in a row: an English sentence left in. (Names such as
// Digital Clinic and abbreviations such as MBBS or HbA1c come one or two at a time.)
const ENGLISH_RUN = /[A-Za-z]+[\s,]+[A-Za-z]+[\s,]+[A-Za-z]+/;

const shape = (block: ArticleBlock) =>
  block.kind === 'list' ? `list of ${block.items.length}` : block.kind;
const texts = (block: ArticleBlock) => (block.kind === 'list' ? block.items : [block.text]);

describe('the Hindi articles', () => {
  it('are the English articles, by the same slugs', () => {
    expect(Object.keys(ARTICLES_HI).sort()).toEqual(ARTICLES.map((a) => a.slug).sort());
  });

  it('have the blocks of the English, in order, of the same kinds and list lengths', () => {
    for (const hindi of articlesIn('hi')) {
      const english = ARTICLES.find((a) => a.slug === hindi.slug)!;
      expect(hindi.body.map(shape), hindi.slug).toEqual(english.body.map(shape));
    }
  });

  it('are written in Hindi, every title, excerpt, heading, paragraph and list item', () => {
    const englishTexts = new Set(
      ARTICLES.flatMap((a) => [a.title, a.excerpt, ...a.body.flatMap(texts)]),
    );
    for (const article of articlesIn('hi')) {
      for (const text of [article.title, article.excerpt, ...article.body.flatMap(texts)]) {
        expect(text, article.slug).toMatch(DEVANAGARI);
        expect(text, article.slug).not.toMatch(ENGLISH_RUN);
        expect(englishTexts.has(text), text).toBe(false);
      }
    }
  });

  it('number the headings the English numbers, so the contents can drop the number', () => {
    for (const hindi of articlesIn('hi')) {
      const english = ARTICLES.find((a) => a.slug === hindi.slug)!;
      hindi.body.forEach((block, index) => {
        const other = english.body[index]!;
        if (block.kind !== 'heading' || other.kind !== 'heading') return;
        expect(/^\d+\.\s/.exec(block.text)?.[0], block.text).toBe(/^\d+\.\s/.exec(other.text)?.[0]);
      });
    }
  });

  it('keep the English articles’ order, category, date and reading time', () => {
    expect(articlesIn('en')).toBe(ARTICLES);
    expect(
      articlesIn('hi').map(({ slug, category, date, readMinutes }) => ({
        slug,
        category,
        date,
        readMinutes,
      })),
    ).toEqual(
      ARTICLES.map(({ slug, category, date, readMinutes }) => ({ slug, category, date, readMinutes })),
    );
  });
});
