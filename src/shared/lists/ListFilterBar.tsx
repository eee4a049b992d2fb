import Form from 'next/form'
import Link from 'next/link'
import type { ReactNode } from 'react'
import { MAX_SEARCH_LENGTH, type ListDefinition, type ListState } from './list-state'
import { PageSizeChooser } from './PageSizeChooser'

export type ListSearchLabels = {
  /** The search box's accessible name, e.g. "Search products". */
  label: string
  placeholder: string
  /** The submit button. */
  submit: string
  /** A link under the box while a search is active; a list that offers its own way back (news, in its empty state) leaves it out. */
  clear?: string
}

type Props = {
  list: ListDefinition
  state: ListState
  /** The search box's id, for its label (and the tests). */
  searchId: string
  search: ListSearchLabels
  /** Category buttons, "All" first; a list without categories leaves this out. */
  categories?: { label: string; all: string; entries: readonly { id: number; name: string }[] }
  /** The page-size choice; a list with a single page size leaves this out. */
  pageSize?: { label: string; optionLabel: string }
  /** The results line, announced as a status; the page-size choice sits beside it. */
  status: ReactNode
  statusId?: string
}

const chip = (active: boolean) =>
  `inline-flex rounded-full border px-4 py-2 text-sm font-medium transition ${active ? 'border-gold bg-gold text-ink' : 'border-stone/30 bg-white text-ink hover:border-gold'}`

/**
 * The controls above a list: category buttons, a search box, the results line
 * and the page-size choice. All of them are links and a GET form on the
 * list's own address, so they work without JavaScript; with it, they navigate
 * without a reload and keep the scroll position (the visitor is at the
 * controls), while the pages below go to the top. A new category, search or
 * size starts again at page 1 and keeps the rest of the state.
 */
export function ListFilterBar({ list, state, searchId, search, categories, pageSize, status, statusId }: Props) {
  return (
    <>
      <div className="flex flex-col gap-5 lg:flex-row lg:items-start lg:justify-between">
        {categories && (
          <nav aria-label={categories.label} className="min-w-0">
            <ul className="flex flex-wrap gap-2">
              {[{ id: 0, name: categories.all }, ...categories.entries].map((entry) => (
                <li key={entry.id}>
                  <Link
                    href={list.href({ ...state, category: entry.id, page: 1 })}
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
        )}
        {/* No prefetch: the address depends on what is typed. The box keeps its width beside long category rows, so its placeholder is never cut. */}
        <Form action={list.path} role="search" aria-label={search.label} prefetch={false} scroll={false} className="flex w-full flex-col gap-2 lg:w-96 lg:shrink-0">
          {state.category > 0 && <input type="hidden" name="category" value={state.category} />}
          {state.size !== list.defaultPageSize && <input type="hidden" name="size" value={state.size} />}
          <div className="flex gap-2">
            <label htmlFor={searchId} className="sr-only">
              {search.label}
            </label>
            {/* Keyed by the search, so the box follows the address after a navigation without a reload (a clear link, the back button). */}
            <input
              key={state.q}
              id={searchId}
              type="search"
              name="q"
              defaultValue={state.q}
              maxLength={MAX_SEARCH_LENGTH}
              placeholder={search.placeholder}
              className="input-field"
            />
            <button type="submit" className="button-gold shrink-0 px-4 py-2 whitespace-nowrap">
              {search.submit}
            </button>
          </div>
          {search.clear && state.q && (
            <Link href={list.href({ ...state, q: '', page: 1 })} scroll={false} className="self-end text-sm text-gold-dark underline-offset-2 hover:underline">
              {search.clear}
            </Link>
          )}
        </Form>
      </div>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
        <p id={statusId} className="text-sm text-stone" role="status">
          {status}
        </p>
        {pageSize && (
          <PageSizeChooser
            size={state.size}
            sizes={list.pageSizes}
            hrefForSize={(size) => list.href({ ...state, size, page: 1 })}
            label={pageSize.label}
            optionLabel={pageSize.optionLabel}
          />
        )}
      </div>
    </>
  )
}
