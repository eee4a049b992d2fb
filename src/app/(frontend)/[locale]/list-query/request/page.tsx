import { RequestPage, requestPageMetadata, type RequestPageProps } from '@/requests/pages/RequestPage'
import { replacementsOf } from '@/colours/replacements'

// /request with lines, a line to add or a refused form (rewritten here by src/proxy.ts): rendered per request.
export const dynamic = 'force-dynamic'

export const generateMetadata = requestPageMetadata

/** The request list with the colours domain's replacements for a line whose code is discontinued. */
export default function Page(props: RequestPageProps) {
  return <RequestPage {...props} replacementsOf={replacementsOf} />
}
