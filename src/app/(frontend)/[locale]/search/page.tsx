import { searchConversions } from '@/colours/components/SearchConversions'
import { SearchPage, searchPageMetadata, type SearchPageProps } from '@/search/pages/SearchPage'

// /search?q= reads its query, so it is rendered per request (its reads are uncached: one address per query would fill any cache).
export const dynamic = 'force-dynamic'

export const generateMetadata = searchPageMetadata

/** The search, with the colour finder's conversion of another brand's shade ("Madeira 4006") above its results. */
export default function Search(props: SearchPageProps) {
  return <SearchPage {...props} conversions={searchConversions} />
}
