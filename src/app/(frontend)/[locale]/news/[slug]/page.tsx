import { NewsArticlePage, newsArticleMetadata } from '@/news/pages/NewsArticlePage'

// Rendered on first request, then served from the cache until a news or media save expires it; like counts refresh in the browser.
// No loading.tsx above this page: a missing slug must answer with a real 404 and its view in the HTML, not a streamed one.
export function generateStaticParams() {
  return []
}

export const generateMetadata = newsArticleMetadata

export default NewsArticlePage
