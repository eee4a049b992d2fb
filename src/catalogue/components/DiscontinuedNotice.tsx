import Link from 'next/link'
import type { Messages } from '../../i18n/messages'
import { productAddress } from '../../shared/item-codes/product-address'
import { deltaELabel, type Replacement } from '../../shared/item-codes/replacements'
import { fill } from '../../shared/text/fill'

type Words = Messages['availability']
const GROUPS: readonly Replacement['group'][] = ['recommended', 'sameProduct', 'sameType']
const groupTitle = (group: Replacement['group'], t: Words) => ({ recommended: t.recommended, sameProduct: t.sameProduct, sameType: t.sameType })[group]

/** One replacement: its swatch and code, the thread it belongs to when that is another one, and how far its shade is. */
function ReplacementLink({ entry, otherProduct, t }: { entry: Replacement; otherProduct: boolean; t: Words }) {
  return (
    <li>
      <Link href={`${productAddress(entry.productSlug, entry.itemCode)}#item-codes`} className="inline-flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg px-1 py-0.5 text-sm hover:bg-white" data-replacement={entry.itemCode}>
        {entry.hex && <span aria-hidden className="h-4 w-4 shrink-0 rounded-full ring-1 ring-black/20" style={{ background: entry.hex }} />}
        <span className="font-semibold text-ink underline-offset-2 hover:underline">{entry.itemCode}</span>
        {otherProduct && <span className="text-stone">{entry.productName}</span>}
        {entry.deltaE !== null && (
          <span className="font-mono text-xs text-stone" title={t.deltaEHint}>
            {fill(t.deltaE, { value: deltaELabel(entry.deltaE) })}
          </span>
        )}
      </Link>
    </li>
  )
}

/**
 * What the page says of a discontinued item code (issue 52.3): that it can no longer be ordered, and
 * the nearest codes that can, grouped as ranked (the administrator's pick, this thread, other
 * threads of its type), each a link to its own page. Rendered on the server for each discontinued
 * code; the picker shows the chosen code's.
 */
export function DiscontinuedNotice({ itemCode, productSlug, replacements, t }: { itemCode: string; productSlug: string; replacements: Replacement[]; t: Words }) {
  const titleId = `discontinued-${itemCode.replace(/[^A-Za-z0-9_-]/g, '')}`
  return (
    <section aria-labelledby={titleId} className="mt-5 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:p-5" data-discontinued-notice={itemCode}>
      <h3 id={titleId} className="font-serif text-lg text-ink">
        {fill(t.noticeTitle, { code: itemCode })}
      </h3>
      <p className="mt-1 text-sm text-stone">{t.notice}</p>
      {replacements.length === 0 ? (
        <p className="mt-3 text-sm">
          <Link href="/contact" className="font-semibold text-gold-dark underline-offset-2 hover:underline">
            {t.noReplacements}
          </Link>
        </p>
      ) : (
        <div className="mt-3">
          <h4 className="text-sm font-semibold text-ink">{t.replacementsTitle}</h4>
          {GROUPS.map((group) => {
            const entries = replacements.filter((entry) => entry.group === group)
            if (entries.length === 0) return null
            return (
              <div key={group} className="mt-2">
                <p className="text-xs font-semibold uppercase tracking-wide text-gold-dark">{groupTitle(group, t)}</p>
                <ul className="mt-1 flex flex-col gap-1">
                  {entries.map((entry) => (
                    <ReplacementLink key={entry.itemCode} entry={entry} otherProduct={entry.productSlug !== productSlug} t={t} />
                  ))}
                </ul>
              </div>
            )
          })}
        </div>
      )}
    </section>
  )
}
