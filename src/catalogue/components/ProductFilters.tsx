import Link from 'next/link'
import type { Messages } from '../../i18n/messages'
import type { Category } from '../../payload-types'

type Props = { t: Messages['products']; categories: Category[]; activeCategory?: number; query: string }

function href(category: number | undefined, query: string): string {
  const params = new URLSearchParams()
  if (category) params.set('category', String(category))
  if (query) params.set('q', query)
  const search = params.toString()
  return `/products${search ? `?${search}` : ''}`
}

/** Category buttons and a search box that work as plain links and a GET form: shareable, and usable without JavaScript. */
export function ProductFilters({ t, categories, activeCategory, query }: Props) {
  const chip = (active: boolean) =>
    `rounded-full border px-4 py-2 text-sm font-medium transition ${active ? 'border-gold bg-gold text-ink' : 'border-stone/30 bg-white text-ink hover:border-gold'}`
  return (
    <div className="flex flex-col gap-5 lg:flex-row lg:items-center lg:justify-between">
      <nav aria-label={t.filterLabel}>
        <ul className="flex flex-wrap gap-2">
          <li>
            <Link href={href(undefined, query)} aria-current={!activeCategory ? 'page' : undefined} className={chip(!activeCategory)}>
              {t.all}
            </Link>
          </li>
          {categories.map((category) => (
            <li key={category.id}>
              <Link href={href(category.id, query)} aria-current={activeCategory === category.id ? 'page' : undefined} className={chip(activeCategory === category.id)}>
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <form role="search" action="/products" method="get" className="flex w-full gap-2 lg:w-80">
        {activeCategory && <input type="hidden" name="category" value={activeCategory} />}
        <label htmlFor="product-search" className="sr-only">
          {t.searchLabel}
        </label>
        <input id="product-search" type="search" name="q" defaultValue={query} placeholder={t.searchPlaceholder} className="input-field" />
        <button type="submit" className="button-gold shrink-0 whitespace-nowrap px-4 py-2">
          {t.search}
        </button>
      </form>
    </div>
  )
}
