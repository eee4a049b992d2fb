import Link from 'next/link'
import type { Messages } from '../../i18n/messages'
import { readableSize } from '../../media/admin/format'
import type { SiteLocale } from '../../shared/locales'
import { longDate } from '../../shared/text/long-date'
import type { PublicDocument } from '../reads'

type Props = { document: PublicDocument; locale: SiteLocale; t: Messages['documents']; showProducts?: boolean }

/** One document: its title as the link to its PDF, who issued it and its number, its validity, and the products it covers. */
export function DocumentCard({ document, locale, t, showProducts = true }: Props) {
  const size = readableSize(document.file.bytes)
  // A fact without a value (no issuer, no number, no start date) is left out.
  const facts = ([
    [t.issuer, document.issuer],
    [t.number, document.number],
    [t.validFrom, document.validFrom ? longDate(locale, document.validFrom) : undefined],
    [t.expires, document.validUntil ? longDate(locale, document.validUntil) : t.noExpiry],
  ] satisfies [string, string | null | undefined][]).filter((fact): fact is [string, string] => Boolean(fact[1]))
  return (
    <article className="flex h-full flex-col gap-3 rounded-xl bg-white p-5 ring-1 ring-black/5" data-document={document.id}>
      <h3 className="font-serif text-lg text-ink">
        <a href={document.file.href} className="hover:text-gold-dark hover:underline" aria-label={t.open(document.title)}>
          {document.title}
        </a>
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-ink">{label}</dt>
            <dd className="text-stone">{value}</dd>
          </div>
        ))}
        {showProducts && (
          <div className="contents">
            <dt className="font-semibold text-ink">{t.covers}</dt>
            <dd className="text-stone">
              {document.products.length === 0
                ? t.allThreads
                : document.products.map((product, index) => (
                    <span key={product.id}>
                      {index > 0 && t.listSeparator}
                      <Link href={`/products/${product.slug}`} className="text-gold-dark hover:underline">
                        {product.name}
                      </Link>
                    </span>
                  ))}
            </dd>
          </div>
        )}
      </dl>
      <p className="mt-auto text-xs text-stone">
        <a href={document.file.href} className="inline-flex items-center gap-1 font-medium text-gold-dark hover:underline" data-document-file>
          <span aria-hidden="true">↓</span> {t.file(size || 'PDF')}
        </a>
      </p>
    </article>
  )
}
