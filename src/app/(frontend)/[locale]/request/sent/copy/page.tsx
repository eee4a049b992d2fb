import { RequestSentPage, requestSentMetadata } from '@/requests/pages/RequestSentPage'

export const generateMetadata = requestSentMetadata

/** The thank-you page when the buyer's copy was queued (src/requests/lines.ts: sentPagePath). */
export default function RequestSentWithCopyPage({ params }: { params: Promise<{ locale: string }> }) {
  return <RequestSentPage params={params} copyQueued />
}
