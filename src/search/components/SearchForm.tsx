import type { Messages } from '../../i18n/messages'
import { MAX_SEARCH_LENGTH } from '../../shared/lists/list-state'
import { SearchIcon } from '../../shared/ui/icons'

type Variant = 'header' | 'menu' | 'page'
type Props = { labels: Pick<Messages['search'], 'label' | 'placeholder' | 'headerPlaceholder' | 'submit'>; variant: Variant; query?: string }

const FIELD: Record<Variant, string> = {
  // The ring keeps the field in sight once the header has turned white as the page scrolls.
  header: 'w-36 rounded-full bg-white/90 py-1.5 pr-9 pl-4 text-sm text-ink ring-1 ring-black/15 placeholder:text-stone focus:bg-white',
  menu: 'w-full rounded-full bg-white/10 py-3 pr-12 pl-5 text-lg text-white placeholder:text-white/60 ring-1 ring-white/30',
  page: 'w-full rounded-full bg-white py-3 pr-14 pl-5 text-lg text-ink placeholder:text-stone ring-1 ring-black/15',
}
/** In the header row only from 1280 px; narrower rows show SearchLink instead. */
const FORM: Record<Variant, string> = { header: 'hidden xl:block', menu: '', page: '' }
const BUTTON: Record<Variant, string> = {
  header: 'right-3 text-stone',
  menu: 'right-2 p-2 text-white',
  page: 'right-2 p-2.5 text-ink',
}

/**
 * The site search: a plain GET form to /search, so it works without
 * JavaScript and adds none (rendered on the server and passed to the header
 * and the mobile menu as it is). The label is read by screen readers; the
 * page's own form shows it.
 */
export function SearchForm({ labels, variant, query = '' }: Props) {
  const id = `site-search-${variant}`
  return (
    // Named, so the header's search and the search page's own are two landmarks a screen reader tells apart (issue 50.10).
    <form action="/search" method="get" role="search" aria-label={variant === 'page' ? labels.submit : labels.label} className={FORM[variant]} data-site-search={variant}>
      <label htmlFor={id} className={variant === 'page' ? 'mb-2 block font-medium' : 'sr-only'}>
        {labels.label}
      </label>
      <div className="relative">
        <input
          id={id}
          name="q"
          type="search"
          defaultValue={query}
          maxLength={MAX_SEARCH_LENGTH}
          placeholder={variant === 'header' ? labels.headerPlaceholder : labels.placeholder}
          autoComplete="off"
          enterKeyHint="search"
          className={`${FIELD[variant]} outline-offset-2 focus:outline-2 focus:outline-gold`}
        />
        {variant === 'header' ? (
          // The header row's only button is the menu's; Enter sends a form of one field.
          <SearchIcon width={18} height={18} className={`pointer-events-none absolute top-1/2 -translate-y-1/2 ${BUTTON.header}`} />
        ) : (
          <button type="submit" aria-label={labels.submit} className={`absolute top-1/2 -translate-y-1/2 rounded-full ${BUTTON[variant]} hover:text-gold-dark`}>
            <SearchIcon width={22} height={22} />
          </button>
        )}
      </div>
    </form>
  )
}
