import Link from 'next/link'
import type { Messages } from '../../i18n/messages'
import { Phrases } from '../../shared/text/Phrases'
import type { SearchGroup, SearchResults } from '../reads'
import { fill } from '../../shared/text/fill'
import { AvailabilityMark } from '../../shared/ui/AvailabilityMark'

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
              <Link href={hit.href} className="flex items-center gap-3 rounded-xl bg-white px-4 py-3 ring-1 ring-black/5 transition hover:ring-gold" data-code={hit.code}>
                <Thumbnail image={hit.image} swatch={hit.swatch} />
                <span className="flex min-w-0 flex-col">
                  <span className="font-mono text-lg font-semibold tracking-wide">{hit.code}</span>
                  <span className="text-sm text-stone">{fill(s.itemCodeOf, { product: hit.title })}</span>
                  {hit.availability && <AvailabilityMark availability={hit.availability.value} text={hit.availability.text} compact className="mt-1 self-start" />}
                </span>
              </Link>
            </li>
          ) : (
            <li key={hit.id} className="flex items-start gap-4 py-4">
              <Thumbnail image={hit.image} />
              <div className="min-w-0">
                <Link href={hit.href} className="font-serif text-lg text-ink underline-offset-2 hover:text-gold-dark hover:underline">
                  <Phrases text={hit.title} keep={[hit.title]} />
                </Link>
                {hit.text && <p className="mt-1 line-clamp-2 text-sm text-stone">{hit.text}</p>}
              </div>
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

/**
 * A result's picture (decorative: the title beside it names the result), an item code's shade as a
 * dot over it, or the shade alone; nothing, not an empty box, where there is neither.
 */
function Thumbnail({ image, swatch }: { image?: string; swatch?: string }) {
  if (!image && !swatch) return null
  return (
    <span className="relative h-14 w-14 shrink-0" data-result-thumbnail>
      {image ? (
        <img src={image} alt="" width={56} height={56} loading="lazy" className="h-14 w-14 rounded-lg object-cover ring-1 ring-black/10" />
      ) : (
        <span aria-hidden className="block h-14 w-14 rounded-lg ring-1 ring-black/15" style={{ background: swatch }} data-result-swatch={swatch} />
      )}
      {image && swatch && <span aria-hidden className="absolute -right-1 -bottom-1 h-5 w-5 rounded-full ring-2 ring-white" style={{ background: swatch }} data-result-swatch={swatch} />}
    </span>
  )
}
