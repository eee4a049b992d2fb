import { RequestPage, requestPageMetadata } from '@/requests/pages/RequestPage'

// /request with lines, a line to add or a refused form (rewritten here by src/proxy.ts): rendered per request.
export const dynamic = 'force-dynamic'

export const generateMetadata = requestPageMetadata

export default RequestPage
