import Link from 'next/link'
import type { Messages } from '../../i18n/messages'
import type { Availability } from '../../shared/item-codes/availability'
import { HeadedSection } from '../../shared/ui/HeadedSection'
import { MAX_LINES } from '../lines'
import { AddToRequest } from './AddToRequest'
import { fill } from '../../shared/text/fill'

type Props = { product: number; codes: { id: number; itemCode: string; shadeHex?: string | null; availability?: Availability }[]; t: Messages['requests'] }

/**
 * On a product page: one "Add to request" per item code, and one for the product in any shade. A
 * discontinued code is shown in its place, not offered, with the reason; the code's notice above
 * names its replacements (a hand-made /request?add=… of one joins the list, which says the same).
 */
export function AddToRequestSection({ product, codes, t }: Props) {
  const labels = { action: t.addCode, addedLabel: t.added, fullLabel: fill(t.listFull, { max: String(MAX_LINES) }) }
  return (
    <HeadedSection id="request" title={t.addCode} className="mt-8 rounded-xl border border-gold/30 bg-white p-5" headingClassName="font-serif text-lg">
      <ul className="mt-3 flex flex-wrap gap-2">
        {codes.map((code) => (
          <li key={code.id}>
            {code.availability === 'discontinued' ? (
              <span className="inline-flex items-center gap-2 rounded-full border border-dashed border-stone/40 bg-stone-50 px-3 py-1.5 text-sm text-stone" data-not-addable={code.itemCode}>
                {code.shadeHex && <span aria-hidden className="h-3.5 w-3.5 rounded-full opacity-60 ring-1 ring-black/20" style={{ background: code.shadeHex }} />}
                <span className="line-through">{code.itemCode}</span>
                <span className="text-xs">{t.cannotAdd}</span>
              </span>
            ) : (
              <AddToRequest product={product} code={code.id} label={code.itemCode} shadeHex={code.shadeHex} {...labels} />
            )}
          </li>
        ))}
        <li>
          <AddToRequest product={product} label={t.anyShade} {...labels} />
        </li>
      </ul>
      <Link href="/request" className="mt-4 inline-block text-sm font-semibold text-gold-dark hover:underline">
        {t.view} →
      </Link>
    </HeadedSection>
  )
}
