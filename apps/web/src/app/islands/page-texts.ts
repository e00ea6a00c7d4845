// The texts a page hydrated as islands was rendered with (its catalogues, by
// namespace, in the page's language), sent in the page as a JSON data block,
// as a whole page's store data is (app/server-data.ts): the islands hydrate
// with the same words, without asking for a catalogue first.
import type { Resource } from 'i18next';

export const PAGE_TEXTS_ID = 'page-texts';

export type PageTexts = Resource[string];

/** The page's texts block, or null when there is none (or it does not parse). */
export function readPageTexts(doc: Document): PageTexts | null {
  const block = doc.getElementById(PAGE_TEXTS_ID);
  if (!block?.textContent) return null;
  try {
    const texts: unknown = JSON.parse(block.textContent);
    return typeof texts === 'object' && texts !== null ? (texts as PageTexts) : null;
  } catch {
    return null;
  }
}
