import { useEffect } from 'react';

interface PageMeta {
  title: string;
  description: string;
}

/** The head's <meta> with this name (or property), made when the page has none. */
function metaTag(key: 'name' | 'property', value: string): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${key}="${value}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(key, value);
    tag.dataset.pageMeta = '';
    document.head.append(tag);
  }
  return tag;
}

/**
 * Sets the document's title and its description (the description index.html
 * ships, and the Open Graph pair that link previews read) while the page is
 * shown, and puts them back after. Server rendering of these is issue 16.
 */
export function usePageMeta(meta: PageMeta | null) {
  const title = meta?.title;
  const description = meta?.description;
  useEffect(() => {
    if (title === undefined || description === undefined) return;
    const tags: [HTMLMetaElement, string][] = [
      [metaTag('name', 'description'), description],
      [metaTag('property', 'og:title'), title],
      [metaTag('property', 'og:description'), description],
      [metaTag('property', 'og:type'), 'profile'],
    ];
    const before = { title: document.title, contents: tags.map(([t]) => t.content) };
    document.title = title;
    for (const [tag, content] of tags) tag.content = content;
    return () => {
      document.title = before.title;
      tags.forEach(([tag], i) => {
        if (tag.dataset.pageMeta !== undefined) tag.remove();
        else tag.content = before.contents[i] ?? '';
      });
    };
  }, [title, description]);
}
