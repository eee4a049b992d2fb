import Link from 'next/link'
import type { Messages } from '../../i18n/messages'
import { Phrases } from '../../shared/text/Phrases'
import type { SearchGroup, SearchResults } from '../reads'
import { fill } from '../../shared/text/fill'

type Props = { kind: keyof SearchResults; group: SearchGroup; s: Messages['search']; fullList?: string }

/** One type of result: its heading with the count, the first results, and where the rest are. */
export function SearchResultGroup({ kind, group, s, fullList }: Props) {
  const headingId = `search-group-${kind}`
  const more = group.total > group.hits.length
  return (
    <section aria-labelledby={headingId} data-search-group={kind} data-total={group.total}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-black/10 pb-2">
        <h2 id={headingId} className="font-serif text-2xl">
          {s.groupTitles[kind]}
        </h2>
        <p className="text-sm text-stone">
          {s.groups[kind](group.total)}
          {more && ` · ${s.showingFirst(group.hits.length)}`}
        </p>
      </div>
      <ul className={kind === 'codes' ? 'mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3' : 'mt-2 divide-y divide-black/5'}>
        {group.hits.map((hit) =>
          kind === 'codes' ? (
            <li key={hit.id}>
              <Link href={hit.href} className="flex flex-col rounded-xl bg-white px-4 py-3 ring-1 ring-black/5 transition hover:ring-gold" data-code={hit.code}>
                <span className="font-mono text-lg font-semibold tracking-wide">{hit.code}</span>
                <span className="text-sm text-stone">{fill(s.itemCodeOf, { product: hit.title })}</span>
              </Link>
            </li>
          ) : (
            <li key={hit.id} className="py-4">
              <Link href={hit.href} className="font-serif text-lg text-ink underline-offset-2 hover:text-gold-dark hover:underline">
                <Phrases text={hit.title} />
              </Link>
              {hit.text && <p className="mt-1 line-clamp-2 text-sm text-stone">{hit.text}</p>}
            </li>
          ),
        )}
      </ul>
      {more && (fullList ? (
        <p className="mt-4">
          <Link href={fullList} className="text-sm font-medium text-gold-dark underline-offset-2 hover:underline">
            {s.seeAll[kind as keyof Messages['search']['seeAll']]} →
          </Link>
        </p>
      ) : (
        <p className="mt-4 text-sm text-stone">{s.moreCodes}</p>
      ))}
    </section>
  )
}
