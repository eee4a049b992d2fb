import type { Metadata } from 'next'
import Link from 'next/link'
import { getMessages } from '@/i18n/messages'
import { routeLocale } from '@/i18n/route-locale'
import { JsonLd } from '@/seo/JsonLd'
import { pageMetadata } from '@/seo/metadata'
import { siteShareImage } from '@/seo/share-image'
import { HeadedSection } from '@/shared/ui/HeadedSection'
import { PageHero } from '@/shared/ui/PageHero'
import { getSiteSettings } from '@/site-settings/queries'
import { DocumentCard } from '../components/DocumentCard'
import { getPublicDocuments } from '../queries'
import { DOCUMENT_KINDS } from '../schemas'

type Props = { params: Promise<{ locale: string }> }

export async function documentsPageMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params)
  return pageMetadata(locale, 'documents', '/documents', { image: await siteShareImage(locale) })
}

/**
 * /documents (issue 30.3): the certificates, safety data sheets, test reports and brochures valid
 * today, by kind, each with its issuer, number, validity and the products it covers. Cached per
 * language until a save of a document or the next midnight in Hong Kong (queries.ts).
 */
export async function DocumentsPage({ params }: Props) {
  const locale = await routeLocale(params)
  const [settings, documents] = await Promise.all([getSiteSettings(locale), getPublicDocuments(locale)])
  const t = getMessages(locale)
  const d = t.documents
  const kinds = DOCUMENT_KINDS.map((kind) => ({ kind, documents: documents.filter((document) => document.kind === kind) })).filter((group) => group.documents.length > 0)
  return (
    <>
      <JsonLd locale={locale} settings={settings} path="/documents" title={t.meta.documents.title} crumbs={[{ name: d.title, path: '/documents' }]} />
      <PageHero eyebrow={d.eyebrow} title={d.title} intro={d.intro} />
      <div className="container-page py-12">
        {kinds.length === 0 ? (
          <p className="text-stone">
            {d.empty}{' '}
            <Link href="/contact" className="text-gold-dark hover:underline">
              {t.nav.contact}
            </Link>
          </p>
        ) : (
          <>
            <nav aria-label={d.title} className="flex flex-wrap gap-2">
              {kinds.map(({ kind, documents: ofKind }) => (
                <a key={kind} href={`#${kind}`} className="rounded-full px-4 py-1.5 text-sm ring-1 ring-gold/40 hover:bg-gold/10">
                  {d.kinds[kind]} ({ofKind.length})
                </a>
              ))}
            </nav>
            {kinds.map(({ kind, documents: ofKind }) => (
              <HeadedSection key={kind} id={kind} title={d.kinds[kind]} className="mt-12 scroll-mt-28" headingClassName="font-serif text-2xl">
                <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-document-kind={kind}>
                  {ofKind.map((document) => (
                    <li key={document.id}>
                      <DocumentCard document={document} locale={locale} t={d} />
                    </li>
                  ))}
                </ul>
              </HeadedSection>
            ))}
          </>
        )}
      </div>
    </>
  )
}
