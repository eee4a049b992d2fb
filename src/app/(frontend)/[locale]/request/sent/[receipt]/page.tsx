import { RequestReceiptPage, requestReceiptMetadata } from '@/requests/pages/RequestReceiptPage'

// One buyer's request, read per visit: never cached.
export const dynamic = 'force-dynamic'

export const generateMetadata = requestReceiptMetadata

export default RequestReceiptPage
