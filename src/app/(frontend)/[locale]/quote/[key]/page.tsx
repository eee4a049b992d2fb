import { QuotePage, quotePageMetadata } from '@/quotes/pages/QuotePage'

// One buyer's quote, read per visit (its state changes as it is accepted, expires or is replaced): never cached.
export const dynamic = 'force-dynamic'

export const generateMetadata = quotePageMetadata

export default QuotePage
