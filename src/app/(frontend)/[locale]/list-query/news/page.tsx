import { NewsListPage, newsListMetadata, type NewsListProps } from '@/news/pages/NewsListPage'

// /news with a search, a size or a page (rewritten here by src/proxy.ts): rendered per request, its reads cached.
export const dynamic = 'force-dynamic'

export const generateMetadata = newsListMetadata

export default function NewsWithQuery(props: NewsListProps) {
  return <NewsListPage {...props} />
}
