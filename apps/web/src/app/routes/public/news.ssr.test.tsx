// @vitest-environment node
// /news as the server renders it (entry-server): the articles in the visitor's
// language, so the browser's hydration, in the page's <html lang>, renders the same.
import { describe, expect, it } from 'vitest';
import { createRenderer, type RenderRequest } from '@/entry-server';
import { type Article, type ArticleBlock } from '@/features/news/data/articles';
import { articlesIn } from '@/features/news/data/articles-in';
import type { Language } from '@/lib/i18n';
import { shellDocument } from '@/testing/shell-document';

async function renderNews(lang: Language): Promise<string> {
  const renderer = createRenderer({ template: shellDocument(), manifest: {} });
  const request: RenderRequest = {
    url: '/news',
    origin: 'https://clinic.example',
    lang,
    fetch: async () => new Response('{}', { status: 404 }),
  };
  const result = await renderer.render(request);
  if (result.kind !== 'page') throw new Error('/news was not rendered');
  return result.html;
}

/** Text as React writes it into HTML. */
const html = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');

const textsOf = (article: Article) => [
  article.title,
  article.excerpt,
  ...article.body.flatMap((block: ArticleBlock) =>
    block.kind === 'list' ? block.items : [block.text],
  ),
];

describe('/news rendered on the server', () => {
  it('writes every article in Hindi for a Hindi visitor, and in English for an English one', async () => {
    const [hindiPage, englishPage] = await Promise.all([renderNews('hi'), renderNews('en')]);
    const hindi = articlesIn('hi').flatMap(textsOf);
    const english = articlesIn('en').flatMap(textsOf);

    expect(hindiPage).toMatch(/<html lang="hi"/);
    for (const text of hindi) expect(hindiPage).toContain(html(text));
    for (const text of english) expect(hindiPage).not.toContain(html(text));

    expect(englishPage).toMatch(/<html lang="en"/);
    for (const text of english) expect(englishPage).toContain(html(text));
    for (const text of hindi) expect(englishPage).not.toContain(html(text));
  });
});
