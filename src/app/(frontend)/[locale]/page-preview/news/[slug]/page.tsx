import { NewsArticlePreviewPage, previewMetadata, type PreviewPageProps } from '@/preview/PreviewPages'

// /news/{slug}?preview=<signed token> (rewritten here by src/proxy.ts): an administrator's preview, whatever the status,
// rendered per request and never kept in Next's page cache.
export const dynamic = 'force-dynamic'

export const metadata = previewMetadata

export default function Preview(props: PreviewPageProps) {
  return <NewsArticlePreviewPage {...props} />
}
