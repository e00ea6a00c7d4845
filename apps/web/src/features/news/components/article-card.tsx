import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/i18n/format';
import type { Article } from '../data/articles';
import { CATEGORY_TONES } from './category-tones';

interface ArticleCardProps {
  article: Article;
  featured?: boolean;
}

/** A teaser linking to the full article further down the page. */
export function ArticleCard({ article, featured = false }: ArticleCardProps) {
  const { t } = useTranslation('landing');
  const format = useFormat();
  const contents = article.body.filter((block) => block.kind === 'heading');
  return (
    <article
      className={cn(
        'group relative grid h-full gap-6 rounded-2xl border border-slate-200 bg-white p-6 transition hover:border-brand-300 hover:shadow-lg',
        featured &&
          'bg-gradient-to-br from-brand-50 via-white to-white sm:p-8 lg:grid-cols-5 lg:gap-10',
      )}
    >
      <div className={cn('flex flex-col', featured && 'lg:col-span-3')}>
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
        <h3
          className={cn(
            'mt-4 font-bold tracking-tight text-slate-900 group-hover:text-brand-800',
            featured ? 'text-2xl sm:text-3xl' : 'text-lg',
          )}
        >
          <a href={`#${article.slug}`} className="after:absolute after:inset-0 after:content-['']">
            {article.title}
          </a>
        </h3>
        <p
          className={cn(
            'mt-3 flex-1 leading-7 text-slate-600',
            featured ? 'text-base sm:text-lg' : 'text-sm',
          )}
        >
          {article.excerpt}
        </p>
        <span
          aria-hidden="true"
          className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700"
        >
          {t('news.readArticle')}
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
        </span>
      </div>
      {featured && contents.length > 0 ? (
        <div className="rounded-2xl bg-white/80 p-5 ring-1 ring-slate-200 lg:col-span-2">
          <p className="text-sm font-semibold text-slate-900">{t('news.inThisArticle')}</p>
          <ol className="mt-3 space-y-2.5 text-sm text-slate-700">
            {contents.map((block, index) => (
              <li key={block.text} className="flex gap-3">
                <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-bold text-brand-800">
                  {index + 1}
                </span>
                <span className="pt-0.5">{block.text.replace(/^\d+\.\s*/, '')}</span>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </article>
  );
}
