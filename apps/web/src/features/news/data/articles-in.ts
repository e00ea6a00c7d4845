// The /news articles in a language: the English data (articles.ts) with each
// other language's texts laid over it (articles.<lang>.ts). Worked out once per
// language, so a render only picks.
import type { Language } from '@/lib/i18n';
import { type Article, type ArticleTranslations, ARTICLES } from './articles';
import { ARTICLES_HI } from './articles.hi';

/** Every language but English has its texts, checked against the English articles. */
const TRANSLATIONS: Readonly<Record<Exclude<Language, 'en'>, ArticleTranslations>> = {
  hi: ARTICLES_HI,
};

function translated(translations: ArticleTranslations): readonly Article[] {
  return ARTICLES.map((article) => ({ ...article, ...translations[article.slug] }));
}

const BY_LANGUAGE: Readonly<Record<Language, readonly Article[]>> = {
  en: ARTICLES,
  hi: translated(TRANSLATIONS.hi),
};

/** The articles, newest first, in `language`: category, date and reading time stay the English article's. */
export function articlesIn(language: Language): readonly Article[] {
  return BY_LANGUAGE[language];
}
