import { useTranslation } from 'react-i18next';
import { env } from '@/config/env';
import { ArticleBody } from '@/features/news/components/article-body';
import { ArticleCard } from '@/features/news/components/article-card';
import { useArticles } from '@/features/news/hooks/use-articles';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useScrollToHash } from '@/hooks/use-scroll-to-hash';
import { Fold } from '@/app/ssr/fold';

/** /news: health news and guides from the team, newest first. */
export default function NewsRoute() {
  useScrollToHash();
  const { t } = useTranslation('landing');
  const { appName } = env;
  usePageMeta({
    title: t('news.metaTitle', { appName }),
    description: t('news.metaDescription', { appName }),
    canonical: '/news',
  });
  const articles = useArticles();
  const [featured, ...rest] = articles;

  return (
    <>
      <section
        id="latest-articles"
        aria-labelledby="news-heading"
        className="scroll-mt-16 border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white"
      >
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {t('news.eyebrow')}
          </p>
          <h1
            id="news-heading"
            className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
          >
            {t('news.title')}
          </h1>
          <p className="mt-3 max-w-2xl text-base leading-7 text-slate-600">
            {t('news.intro', { appName })}
          </p>
          <h2 className="sr-only">{t('news.latestArticles')}</h2>
          {featured ? (
            <div className="mt-8">
              <ArticleCard article={featured} featured />
            </div>
          ) : null}
          <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {rest.map((article) => (
              <ArticleCard key={article.slug} article={article} />
            ))}
          </div>
        </div>
      </section>
      <Fold />
      <div className="bg-slate-50">
        <div className="mx-auto max-w-4xl space-y-8 px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          {articles.map((article) => (
            <ArticleBody key={article.slug} article={article} />
          ))}
        </div>
      </div>
    </>
  );
}
