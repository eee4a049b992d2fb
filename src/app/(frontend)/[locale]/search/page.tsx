import { SearchPage, searchPageMetadata } from '@/search/pages/SearchPage'

// /search?q= reads its query, so it is rendered per request (its reads are uncached: one address per query would fill any cache).
export const dynamic = 'force-dynamic'

export const generateMetadata = searchPageMetadata

export default SearchPage
