import Link from 'next/link'
import type { Messages } from '../../i18n/messages'
import { HeadedSection } from '../../shared/ui/HeadedSection'
import { MAX_LINES } from '../lines'
import { AddToRequest } from './AddToRequest'
import { fill } from '../../shared/text/fill'

type Props = { product: number; codes: { id: number; itemCode: string; shadeHex?: string | null }[]; t: Messages['requests'] }

/** On a product page: one "Add to request" per item code, and one for the product in any shade. */
export function AddToRequestSection({ product, codes, t }: Props) {
  const labels = { action: t.addCode, addedLabel: t.added, fullLabel: fill(t.listFull, { max: String(MAX_LINES) }) }
  return (
    <HeadedSection id="request" title={t.addCode} className="mt-8 rounded-xl border border-gold/30 bg-white p-5" headingClassName="font-serif text-lg">
      <ul className="mt-3 flex flex-wrap gap-2">
        {codes.map((code) => (
          <li key={code.id}>
            <AddToRequest product={product} code={code.id} label={code.itemCode} shadeHex={code.shadeHex} {...labels} />
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
