import type { Metadata } from 'next'
import { getMessages } from '@/i18n/messages'
import { routeLocale } from '@/i18n/route-locale'
import { type FormFlash, readFlash } from '@/platform/http/form-flash'
import { pageMetadata } from '@/seo/metadata'
import { PageHero } from '@/shared/ui/PageHero'
import { NewsletterForm } from '../components/NewsletterForm'
import { newsletterLabels } from '../components/newsletter-labels'
import { FORM_PATHS } from '../form-paths'

type Props = { params: Promise<{ locale: string }> }
type QueryProps = Props & { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function newsletterPageMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params)
  const t = getMessages(locale)
  return pageMetadata(locale, 'contact', '/newsletter', { title: t.footer.newsletter, description: t.footer.newsletterText })
}

/** /newsletter?form=…: a sign-up refused without JavaScript, its address kept and its reason said beside it. */
export async function NewsletterPageWithForm({ params, searchParams }: QueryProps) {
  const key = (await searchParams).form
  return <NewsletterPage params={params} flash={await readFlash(typeof key === 'string' ? key : undefined)} />
}

/** The newsletter's own page: the footer's sign-up on a page of its own, where a plain post is answered. */
export async function NewsletterPage({ params, flash }: Props & { flash?: FormFlash }) {
  const t = getMessages(await routeLocale(params))
  return (
    <>
      <PageHero eyebrow={t.newsletter.eyebrow} title={t.footer.newsletter} intro={t.footer.newsletterText} />
      <section id={FORM_PATHS.newsletterForm.anchor} className="container-page py-16">
        <div className="max-w-xl rounded-2xl bg-ink p-8 text-white">
          <NewsletterForm id="newsletter-page" labels={newsletterLabels(t)} flash={flash} />
        </div>
      </section>
    </>
  )
}
