import { ArrowUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/i18n/format';
import type { Article } from '../data/articles';
import { CATEGORY_TONES } from './category-tones';

/** The full article, anchored by its slug so the cards above can link to it. */
export function ArticleBody({ article }: { article: Article }) {
  const { t } = useTranslation('landing');
  const format = useFormat();
  const headingId = `${article.slug}-title`;
  return (
    <article
      id={article.slug}
      aria-labelledby={headingId}
      className="scroll-mt-24 rounded-3xl border border-slate-200 bg-white px-5 py-8 sm:px-10 sm:py-10"
    >
      <header>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
          <span
            className={cn(
              'rounded-full px-2.5 py-1 font-semibold',
              CATEGORY_TONES[article.category],
            )}
          >
            {t(`news.categories.${article.category}`)}
          </span>
          <time dateTime={article.date} className="text-slate-600">
            {format.date(article.date)}
          </time>
          <span className="text-slate-600">
            {t('news.readMinutes', { count: article.readMinutes })}
          </span>
        </div>
        <h2
          id={headingId}
          className="mt-4 text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl"
        >
          {article.title}
        </h2>
        <p className="mt-3 text-lg leading-8 text-slate-600">{article.excerpt}</p>
      </header>
      <div className="mt-6 max-w-3xl space-y-4 text-base leading-7 text-slate-700">
        {article.body.map((block, index) => {
          switch (block.kind) {
            case 'heading':
              return (
                <h3 key={index} className="pt-3 text-lg font-semibold text-slate-900">
                  {block.text}
                </h3>
              );
            case 'list':
              return (
                <ul key={index} className="list-disc space-y-2 pl-6 marker:text-brand-600">
                  {block.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              );
            default:
              return <p key={index}>{block.text}</p>;
          }
        })}
      </div>
      <a
        href="#latest-articles"
        className="mt-8 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-900"
      >
        <ArrowUp aria-hidden="true" className="size-4" />
        {t('news.backToArticles')}
      </a>
    </article>
  );
}
