import Link from 'next/link'
import { SearchIcon } from '../../shared/ui/icons'

/**
 * From 768 to 1279 px the header row has no room for the search field: a
 * magnifier links to the search page, whose form is the same. Its colour
 * follows the header's scrolled state (data-scrolled on the header).
 */
export function SearchLink({ label }: { label: string }) {
  return (
    <Link href="/search" aria-label={label} className="rounded-full p-2 text-white/90 hover:text-white in-data-[scrolled=true]:text-ink xl:hidden" data-site-search="link">
      <SearchIcon width={20} height={20} />
    </Link>
  )
}
