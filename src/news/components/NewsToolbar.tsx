import Form from 'next/form'
import type { Messages } from '../../i18n/messages'
import { DEFAULT_NEWS_PAGE_SIZE, NEWS_PAGE_SIZES, type NewsPageSize } from '../queries'
import { PageSizeSelect } from './PageSizeSelect'

/**
 * The search box and the page-size choice, as GET forms on /news: the state
 * lives in the address, works without JavaScript, and either change starts
 * again at page 1 (the page number is not sent).
 */
export function NewsToolbar({ t, query, pageSize }: { t: Messages['news']; query: string; pageSize: NewsPageSize }) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <Form action="/news" role="search" className="flex w-full gap-2 sm:max-w-md">
        {pageSize !== DEFAULT_NEWS_PAGE_SIZE && <input type="hidden" name="size" value={pageSize} />}
        <label htmlFor="news-search" className="sr-only">
          {t.searchLabel}
        </label>
        {/* Keyed by the state, so the fields follow the address after a client-side navigation. */}
        <input key={query} id="news-search" type="search" name="q" defaultValue={query} placeholder={t.searchPlaceholder} maxLength={100} className="input-field" />
        <button type="submit" className="button-gold shrink-0 px-4 py-2 whitespace-nowrap">
          {t.search}
        </button>
      </Form>
      <Form action="/news" className="flex items-center gap-2" data-page-size>
        {query && <input type="hidden" name="q" value={query} />}
        <label htmlFor="news-page-size" className="text-sm text-stone">
          {t.pageSize}
        </label>
        <PageSizeSelect key={pageSize} id="news-page-size" value={pageSize} sizes={NEWS_PAGE_SIZES} />
        <noscript>
          <button type="submit" className="rounded-full border border-stone/30 bg-white px-3 py-2 text-sm font-semibold hover:border-gold">
            {t.apply}
          </button>
        </noscript>
      </Form>
    </div>
  )
}
