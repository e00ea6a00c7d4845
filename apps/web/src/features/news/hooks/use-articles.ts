import { useTranslation } from 'react-i18next';
import { languageOf } from '@/lib/i18n';
import { articlesIn } from '../data/articles-in';

/**
 * The articles in the language the page is shown in: the render's i18n
 * instance's, so the server render gives the visitor's language and the
 * browser's hydration (started in the page's <html lang>) the same.
 */
export function useArticles() {
  const { i18n } = useTranslation();
  return articlesIn(languageOf(i18n));
}
