import Link from 'next/link'
import { getMessages } from '../../i18n/messages'
import type { SiteLocale } from '../../shared/locales'
import { HeadedSection } from '../../shared/ui/HeadedSection'
import { getProductDocuments } from '../queries'
import { DocumentCard } from './DocumentCard'

/**
 * On a product's page (issue 30.3): the valid certificates and documents that cover it. Given to
 * the catalogue's page by its route, as the gallery's projects are.
 */
export async function ProductDocuments({ locale, product }: { locale: SiteLocale; product: number }) {
  const documents = await getProductDocuments(locale, product)
  if (documents.length === 0) return null
  const t = getMessages(locale).documents
  return (
    <HeadedSection id="product-documents" title={t.productTitle} className="py-16" innerClassName="container-page" headingClassName="font-serif text-3xl">
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-product-documents>
        {documents.map((document) => (
          <li key={document.id}>
            <DocumentCard document={document} locale={locale} t={t} showProducts={false} />
          </li>
        ))}
      </ul>
      <p className="mt-6">
        <Link href="/documents" className="text-sm font-medium text-gold-dark hover:underline">
          {t.productAll} →
        </Link>
      </p>
    </HeadedSection>
  )
}
