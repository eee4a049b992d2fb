import type { Metadata } from 'next'
import { ContactForm } from '@/enquiries/components/ContactForm'
import { type FormFlash, readFlash } from '@/platform/http/form-flash'
import { FORM_PATHS } from '../form-paths'
import { getMessages } from '@/i18n/messages'
import { routeLocale } from '@/i18n/route-locale'
import { JsonLd } from '@/seo/JsonLd'
import { pageMetadata } from '@/seo/metadata'
import { siteShareImage } from '@/seo/share-image'
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '@/shared/ui/icons'
import { DetailItem } from '@/shared/ui/DetailItem'
import { HeadedSection } from '@/shared/ui/HeadedSection'
import { SocialLinks } from '@/shared/ui/SocialLinks'
import { socialData, socialLabels } from '@/site-settings/social-data'
import { PageHero } from '@/shared/ui/PageHero'
import { getSiteSettings } from '@/site-settings/queries'

type Props = { params: Promise<{ locale: string }> }
/** The contact page with a query (src/shared/routing/list-views.ts): a refused plain post's key. */
type QueryProps = Props & { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function contactPageMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params)
  return pageMetadata(locale, 'contact', '/contact', { image: await siteShareImage(locale) })
}

/** /contact?form=…: the page again, its form holding what a refused plain post had typed and why it was refused. */
export async function ContactPageWithForm({ params, searchParams }: QueryProps) {
  const key = (await searchParams).form
  return <ContactPage params={params} flash={await readFlash(typeof key === 'string' ? key : undefined)} />
}

export async function ContactPage({ params, flash }: Props & { flash?: FormFlash }) {
  const locale = await routeLocale(params)
  const settings = await getSiteSettings(locale)
  const t = getMessages(locale)
  const c = t.contact
  return (
    <>
      <JsonLd locale={locale} settings={settings} path="/contact" title={t.meta.contact.title} crumbs={[{ name: t.nav.contact, path: '/contact' }]} />
      <PageHero eyebrow={c.eyebrow} title={c.title} intro={c.intro} />
      <div className="container-page grid gap-8 py-16 lg:grid-cols-[2fr_3fr]">
        <HeadedSection id="office" title={c.office} className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-black/5">
          <ul className="mt-6 space-y-5 text-sm">
            {settings.address && (
              <DetailItem icon={<MapPinIcon />} label={c.address}>
                <p className="whitespace-pre-line">{settings.address}</p>
              </DetailItem>
            )}
            {settings.telephone && (
              <DetailItem icon={<PhoneIcon />} label={c.phone}>
                <a href={`tel:${settings.telephone.replace(/[^\d+]/g, '')}`} className="hover:text-gold-dark">
                  {settings.telephone}
                </a>
              </DetailItem>
            )}
            {settings.infoEmail && (
              <DetailItem icon={<MailIcon />} label={c.email}>
                <a href={`mailto:${settings.infoEmail}`} className="hover:text-gold-dark">
                  {settings.infoEmail}
                </a>
              </DetailItem>
            )}
            {(settings.businessHours?.length ?? 0) > 0 && (
              <DetailItem icon={<ClockIcon />} label={c.hours}>
                <ul className="space-y-1">
                  {settings.businessHours!.map((line) => (
                    // Two columns, the hours left-aligned in the second, so "Closed" starts where the times do.
                    <li key={line.id} className="grid grid-cols-[6rem_1fr] gap-3">
                      <span>{line.days}</span>
                      <span>{line.hours}</span>
                    </li>
                  ))}
                </ul>
              </DetailItem>
            )}
          </ul>
          <h3 className="mt-8 font-serif text-lg">{c.follow}</h3>
          <SocialLinks data={socialData(settings)} labels={socialLabels(t)} className="mt-3 text-ink" />
        </HeadedSection>
        <HeadedSection id={FORM_PATHS.contactForm.anchor} title={c.formTitle} className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-black/5">
          <div className="relative mt-6">
            <ContactForm
              locale={locale}
              flash={flash}
              labels={{
                name: c.name,
                email: c.emailField,
                subject: c.subject,
                message: c.message,
                nameError: c.nameError,
                emailError: c.emailError,
                subjectError: c.subjectError,
                messageError: c.messageError,
                nameTooLong: c.nameTooLong,
                emailTooLong: c.emailTooLong,
                subjectTooLong: c.subjectTooLong,
                messageTooLong: c.messageTooLong,
                send: c.send,
                sending: c.sending,
                success: c.success,
                failure: c.failure,
                tooMany: c.tooMany,
                error: t.common.error,
                successTitle: t.common.success,
              }}
            />
          </div>
        </HeadedSection>
      </div>
      {settings.mapEmbedUrl && (
        <HeadedSection id="location" title={c.location} className="container-page pb-20">
          <div className="mt-6 overflow-hidden rounded-2xl bg-stone/10 ring-1 ring-black/5">
            <iframe
              title={c.mapTitle}
              src={settings.mapEmbedUrl}
              loading="lazy"
              referrerPolicy="no-referrer"
              sandbox="allow-scripts allow-same-origin allow-popups"
              className="h-[380px] w-full border-0"
            />
          </div>
          <p className="mt-3 text-sm text-stone">{c.mapUnavailable}</p>
        </HeadedSection>
      )}
    </>
  )
}
