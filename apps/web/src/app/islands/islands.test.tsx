// Islands (docs/decisions/030): the landing rendered by the server as islands
// hydrates in the browser island by island, without a mismatch, and works.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRenderer } from '@/entry-server';
import { createI18n, type Namespace } from '@/lib/i18n';
import type { Navigation } from '@/lib/navigation';
import { jsonResponse, mockFetch } from '@/testing/test-utils';
import { hydrateIslands } from './hydrate-islands';
import { readPageTexts } from './page-texts';
import { shellDocument } from '@/testing/shell-document';

async function renderPage(
  url: string,
  lang: 'en' | 'hi' = 'en',
  { starter = false } = {},
): Promise<string> {
  const renderer = createRenderer({
    template: shellDocument('index-1.js'),
    manifest: { 'index.html': { file: 'assets/index-1.js', isEntry: true } },
    islandsTemplate: shellDocument('islands-1.js'),
    islandsManifest: {
      'islands.html': { file: 'assets/islands-1.js', isEntry: true },
      ...(starter && {
        'src/start-after-paint.ts': { file: 'assets/start-after-paint-1.js', isEntry: true },
      }),
    },
  });
  const result = await renderer.render({
    url,
    origin: 'https://clinic.example',
    lang,
    fetch: () => Promise.resolve(new Response('{}', { status: 404 })),
  });
  if (result.kind !== 'page') throw new Error(`${url} was not rendered`);
  return result.html;
}

/** Puts a rendered page into this test's document, as the browser would parse it. */
function loadPage(html: string) {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.documentElement.lang = parsed.documentElement.lang;
  document.head.innerHTML = parsed.head.innerHTML;
  document.body.innerHTML = parsed.body.innerHTML;
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('the landing as islands', () => {
  it('is rendered with the islands entry, its texts and no store data', async () => {
    const html = await renderPage('/');
    expect(html).toContain('src="/assets/islands-1.js"');
    expect(html).not.toContain('index-1.js');
    expect(html).not.toContain('id="server-data"');
    expect(html).toContain('id="page-texts"');
    const islands = [...html.matchAll(/data-island="([\w-]+)"/g)].map((m) => m[1]);
    expect(islands).toEqual(['navbar', 'search-form', 'quick-registration', 'language-switch']);
    expect(html).not.toContain('data-island-slot');
    // The rest of the page is there as HTML, for a crawler and before any script.
    expect(html).toContain('Your Digital Clinic Starts Here');
  });

  it('with the starter built, loads the islands from it after the paint, not from its head', async () => {
    const html = await renderPage('/', 'en', { starter: true });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('islands-1.js');
    expect(html).toMatch(
      /<script type="module" crossorigin src="\/assets\/start-after-paint-1.js" data-start="\/assets\/islands-1.js" data-preload=""><\/script>\s*<\/body>/,
    );
  });

  it('pages hydrated whole keep the app entry and their data', async () => {
    const html = await renderPage('/news');
    expect(html).toContain('src="/assets/index-1.js"');
    expect(html).not.toContain('data-island=');
  });

  it('hydrates each island without a mismatch, and the islands work', async () => {
    const html = await renderPage('/');
    loadPage(html);
    const errors = vi.spyOn(console, 'error');
    const texts = readPageTexts(document);
    expect(texts).not.toBeNull();
    const i18n = await createI18n('en', Object.keys(texts!) as Namespace[], {
      resources: { en: texts! },
    });
    const navigate = vi.fn();
    const navigation: Navigation = { pathname: '/', navigate, loadsPages: true };
    mockFetch(() => jsonResponse({ specializations: [] }));
    const roots = await act(async () => hydrateIslands(document, { i18n, navigation }));
    expect(roots).toHaveLength(4);
    // Any hydration mismatch is logged as an error. (React's notice of two renderers is
    // this test's doing alone: the server's and the browser's run in one process here.)
    const logged = errors.mock.calls
      .map((call) => String(call[0]))
      .filter((message) => !message.startsWith('Detected multiple renderers'));
    expect(logged).toEqual([]);

    const user = userEvent.setup();
    // The navigation bar's menu opens (phone widths).
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // Quick registration checks its fields, then opens the sign-up with them.
    await user.type(screen.getByLabelText(/^Name/), 'Asha Rao');
    await user.type(screen.getByLabelText(/^Mobile/), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(navigate).toHaveBeenCalledWith('/sign-up', {
      state: { name: 'Asha Rao', mobile: '9876543210' },
    });
    act(() => roots.forEach((root) => root.unmount()));
  });

  it('gives the islands what was typed and submitted before they listened', async () => {
    loadPage(await renderPage('/'));
    const texts = readPageTexts(document)!;
    const i18n = await createI18n('en', Object.keys(texts) as Namespace[], {
      resources: { en: texts },
    });
    const navigate = vi.fn();
    // Typed into the server's HTML: the browser changes the fields, nobody listens.
    const name = screen.getByLabelText<HTMLInputElement>(/^Name/);
    const mobile = screen.getByLabelText<HTMLInputElement>(/^Mobile/);
    name.value = 'Asha Rao';
    mobile.value = '9876543210';
    // The starter held the Register press (start-after-paint.ts).
    const register = screen.getByRole<HTMLButtonElement>('button', { name: 'Register' });
    mockFetch(() => jsonResponse({ specializations: [] }));
    const roots = await act(async () =>
      hydrateIslands(document, {
        i18n,
        navigation: { pathname: '/', navigate, loadsPages: true },
        early: [register],
      }),
    );
    expect(name).toHaveValue('Asha Rao');
    await vi.waitFor(() =>
      expect(navigate).toHaveBeenCalledExactlyOnceWith('/sign-up', {
        state: { name: 'Asha Rao', mobile: '9876543210' },
      }),
    );
    // React has the text as its own: typing on goes on from it.
    await userEvent.setup().type(mobile, '{Backspace}');
    expect(mobile).toHaveValue('987654321');
    act(() => roots.forEach((root) => root.unmount()));
  });

  it('renders in Hindi with the Hindi texts for the islands', async () => {
    const html = await renderPage('/', 'hi');
    expect(html).toMatch(/<html lang="hi"/);
    loadPage(html);
    const texts = readPageTexts(document);
    expect(Object.keys(texts ?? {})).toContain('common');
    expect(JSON.stringify(texts)).toContain('डॉक्टर');
  });
});
