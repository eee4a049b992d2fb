import type { Metadata } from 'next'
import Link from 'next/link'
import type { SiteLocale } from '@/shared/locales'
import type { NewsItem } from '@/payload-types'
import { getMessages } from '@/i18n/messages'
import { routeLocale } from '@/i18n/route-locale'
import { MediaViewer } from '@/media/components/MediaViewer'
import { mediaEntries } from '@/media/media-entries'
import { imageSources, isMedia } from '@/media/media-url'
import { LikeButton, LikeCount } from '@/news/components/LikeButton'
import { NewsItemUnavailable } from '@/news/components/NewsItemUnavailable'
import { formatNewsDate, isoDay } from '@/news/format-date'
import { getNewsBySlug } from '@/news/queries'
import { JsonLd } from '@/seo/JsonLd'
import { pageMetadata } from '@/seo/metadata'
import { documentPageMeta } from '@/seo/queries'
import { absoluteUrl } from '@/seo/origins'
import { getSiteSettings } from '@/site-settings/queries'
import { NotFoundStatus } from '@/shared/routing/NotFoundStatus'
import { SLUG_PATTERN } from '@/shared/validation/slug'
import { fill } from '../../shared/text/fill'

type Props = { params: Promise<{ locale: string; slug: string }> }

async function findItem(locale: SiteLocale, slug: string) {
  if (slug.length > 200 || !SLUG_PATTERN.test(slug)) return null
  return getNewsBySlug(locale, slug)
}

export async function newsArticleMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params)
  const { slug } = await params
  const item = await findItem(locale, slug)
  // No robots here: Next marks every 404 answer noindex itself (twice with ours).
  if (!item) return { title: getMessages(locale).meta.newsDetail.title }
  const meta = await documentPageMeta('news-items', item, locale, { title: item.title, description: item.description, image: item.primaryImage })
  const metadata = await pageMetadata(locale, 'newsDetail', `/news/${slug}`, meta)
  return { ...metadata, openGraph: { ...metadata.openGraph, type: 'article', publishedTime: item.publishedAt, modifiedTime: item.updatedAt } }
}

export async function NewsArticlePage({ params }: Props) {
  const locale = await routeLocale(params)
  const { slug } = await params
  const item = await findItem(locale, slug)
  // A missing or Inactive item: the toast, then back to the list (spec §2.9), from a 404 page that crawlers and
  // visitors without JavaScript can read; news/[slug]/not-found.tsx shows the same view in the browser.
  if (!item)
    return (
      <>
        <NewsItemUnavailable t={getMessages(locale)} redirect={false} />
        <NotFoundStatus />
      </>
    )
  return <NewsArticleView locale={locale} slug={slug} item={item} />
}

/** The page of one news item, as read by the caller: the public page (Active only, cached) or an administrator's preview. */
export async function NewsArticleView({ locale, slug, item }: { locale: SiteLocale; slug: string; item: NewsItem }) {
  const settings = await getSiteSettings(locale)
  const t = getMessages(locale)
  const n = t.news
  const title = item.title ?? slug
  const date = formatNewsDate(item.publishedAt, locale)
  const likes = item.likes ?? 0
  const media = mediaEntries(item, title)
  const articleLd = {
    '@type': 'NewsArticle',
    headline: title,
    description: item.description ?? undefined,
    datePublished: item.publishedAt,
    dateModified: item.updatedAt,
    inLanguage: locale,
    mainEntityOfPage: absoluteUrl(locale, `/news/${slug}`),
    image: isMedia(item.primaryImage) ? absoluteUrl(locale, imageSources(item.primaryImage, ['large']).src) : undefined,
    publisher: { '@id': `${absoluteUrl('en', '/')}#organization` },
    // The company writes its news: the article's author is the page's Organization.
    author: { '@id': `${absoluteUrl('en', '/')}#organization` },
  }
  const likeLabels = { like: n.like, liked: n.liked, likeItem: fill(n.likeItem, { title }), likesUnit: n.likesUnit, errorTitle: t.common.error, failed: n.likeFailed }
  return (
    <>
      <JsonLd
        locale={locale}
        settings={settings}
        path={`/news/${slug}`}
        title={title}
        crumbs={[{ name: t.nav.news, path: '/news' }, { name: title, path: `/news/${slug}` }]}
        extra={[articleLd]}
      />
      <article>
        <header className="bg-ink pt-32 pb-12 text-white">
          <div className="container-page max-w-4xl">
            <Link href="/news" className="text-sm text-gold-light hover:underline">
              ← {n.back}
            </Link>
            <h1 className="mt-4 font-serif text-[1.75rem]/tight break-words min-[400px]:text-4xl sm:text-5xl">{title}</h1>
            <p className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-white/80">
              <time dateTime={isoDay(item.publishedAt)}>{date}</time>
              <LikeCount id={item.id} initialLikes={likes} template={n.likeCount} templateOne={n.likeCountOne} />
            </p>
          </div>
        </header>
        <div className="container-page max-w-4xl py-12">
          {media.length > 0 && <MediaViewer entries={media} label={n.media} labels={t.mediaViewer} layout="article" />}
          {item.description && <p className="mt-10 text-lg leading-relaxed font-medium text-ink">{item.description}</p>}
          {item.articleBody && <div className="mt-6 leading-relaxed whitespace-pre-line text-stone" data-article-body>{item.articleBody}</div>}
          <footer className="mt-12 flex flex-wrap items-center justify-between gap-4 border-t border-gold/30 pt-6">
            <p className="text-sm text-stone">{fill(n.publishedOn, { date })}</p>
            <LikeButton id={item.id} initialLikes={likes} variant="article" labels={likeLabels} />
          </footer>
          <p className="mt-10">
            <Link href="/news" className="font-semibold text-gold-dark hover:underline">
              ← {n.back}
            </Link>
          </p>
        </div>
      </article>
    </>
  )
}
