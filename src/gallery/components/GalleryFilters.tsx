import Link from 'next/link'
import type { Messages } from '../../i18n/messages'
import type { GalleryCategory } from '../../payload-types'
import { DEFAULT_PAGE_SIZE } from '../../shared/components/pagination-window'
import { galleryHref, type GalleryListState } from '../list-state'

type Props = { t: Messages['gallery']; categories: GalleryCategory[]; state: GalleryListState }

/**
 * Category buttons (All first) and a search box, as links and a GET form: the
 * state stays in the address and works without JavaScript. Changing the
 * category or the search goes back to page 1; the page size is kept.
 */
export function GalleryFilters({ t, categories, state }: Props) {
  const chip = (active: boolean) =>
    `inline-flex rounded-full border px-4 py-2 text-sm font-medium transition ${active ? 'border-gold bg-gold text-ink' : 'border-stone/30 bg-white text-ink hover:border-gold'}`
  const entries = [{ id: 0, name: t.all }, ...categories.map((entry) => ({ id: entry.id, name: entry.name ?? '' }))]
  return (
    <div className="flex flex-col gap-5 lg:flex-row lg:items-start lg:justify-between">
      <nav aria-label={t.filterLabel}>
        <ul className="flex flex-wrap gap-2">
          {entries.map((entry) => (
            <li key={entry.id}>
              <Link
                href={galleryHref({ ...state, category: entry.id, page: 1 })}
                scroll={false}
                aria-current={state.category === entry.id ? 'page' : undefined}
                className={chip(state.category === entry.id)}
                data-category={entry.id}
              >
                {entry.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <form role="search" action="/resources" method="get" className="flex w-full flex-col gap-2 lg:w-96">
        {state.category > 0 && <input type="hidden" name="category" value={state.category} />}
        {state.size !== DEFAULT_PAGE_SIZE && <input type="hidden" name="size" value={state.size} />}
        <div className="flex gap-2">
          <label htmlFor="gallery-search" className="sr-only">
            {t.searchLabel}
          </label>
          <input id="gallery-search" type="search" name="q" defaultValue={state.q} maxLength={100} placeholder={t.searchPlaceholder} className="input-field" />
          <button type="submit" className="button-gold shrink-0 whitespace-nowrap px-4 py-2">
            {t.search}
          </button>
        </div>
        {state.q && (
          <Link href={galleryHref({ ...state, q: '', page: 1 })} className="self-end text-sm text-gold-dark underline-offset-2 hover:underline">
            {t.clearSearch}
          </Link>
        )}
      </form>
    </div>
  )
}
