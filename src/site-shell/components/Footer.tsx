import Link from 'next/link'
import type { ComponentType, ReactNode, SVGProps } from 'react'
import { NewsletterForm } from '../../enquiries/components/NewsletterForm'
import { newsletterLabels } from '../../enquiries/components/newsletter-labels'
import type { Messages } from '../../i18n/messages'
import type { GeneralSetting } from '../../payload-types'
import { companyIdentity, policyParagraphs } from '../../site-settings/company-identity'
import { NAV_LINKS } from '../nav'
import { socialData, socialLabels } from '../../site-settings/social-data'
import { HeadedSection } from '../../shared/ui/HeadedSection'
import { MailIcon, MapPinIcon, PhoneIcon } from '../../shared/ui/icons'
import { PolicyDialogs } from './PolicyDialogs'
import { SocialLinks } from '../../shared/ui/SocialLinks'

/** The footer's columns share one heading style. */
const COLUMN_HEADING = 'font-serif text-lg text-white'

/** A phone number or e-mail address in the footer: its icon and its link. */
function ContactLink({ icon: Icon, href, children }: { icon: ComponentType<SVGProps<SVGSVGElement>>; href: string; children: ReactNode }) {
  return (
    <li className="flex gap-2">
      <Icon className="shrink-0 text-gold" />
      <a href={href} className="hover:text-gold">
        {children}
      </a>
    </li>
  )
}

export function Footer({ settings, t }: { settings: GeneralSetting; t: Messages }) {
  const year = new Date().getFullYear()
  const phoneHref = settings.telephone ? `tel:${settings.telephone.replace(/[^\d+]/g, '')}` : undefined
  return (
    <footer className="bg-ink text-white/85">
      <div className="container-page grid grid-cols-1 gap-10 py-14 md:grid-cols-2 lg:grid-cols-4">
        <HeadedSection id="footer-brand" title={companyIdentity(settings).companyName} headingClassName="font-serif text-xl tracking-[0.2em] break-words text-gold">
          {settings.companyDescription && <p className="mt-3 text-sm leading-relaxed text-white/70">{settings.companyDescription}</p>}
          <SocialLinks data={socialData(settings)} labels={socialLabels(t)} className="mt-5 text-white/85" />
        </HeadedSection>
        <HeadedSection as="nav" id="footer-links" title={t.footer.quickLinks} headingClassName={COLUMN_HEADING}>
          <ul className="mt-4 space-y-2 text-sm">
            {NAV_LINKS.map(({ key, href }) => (
              <li key={key}>
                <Link href={href} className="text-white/70 hover:text-gold">
                  {t.nav[key]}
                </Link>
              </li>
            ))}
            <li>
              <Link href="/documents" className="text-white/70 hover:text-gold">
                {t.footer.documents}
              </Link>
            </li>
          </ul>
        </HeadedSection>
        <HeadedSection id="footer-contact" title={t.footer.contactUs} headingClassName={COLUMN_HEADING}>
          <ul className="mt-4 space-y-3 text-sm text-white/70">
            {settings.address && (
              <li className="flex gap-2">
                <MapPinIcon className="mt-0.5 shrink-0 text-gold" />
                <address className="not-italic whitespace-pre-line">{settings.address}</address>
              </li>
            )}
            {phoneHref && (
              <ContactLink icon={PhoneIcon} href={phoneHref}>
                {settings.telephone}
              </ContactLink>
            )}
            {settings.infoEmail && (
              <ContactLink icon={MailIcon} href={`mailto:${settings.infoEmail}`}>
                {settings.infoEmail}
              </ContactLink>
            )}
          </ul>
        </HeadedSection>
        <HeadedSection id="footer-newsletter" title={t.footer.newsletter} headingClassName={COLUMN_HEADING}>
          <p className="mt-3 mb-4 text-sm text-white/70">{t.footer.newsletterText}</p>
          <NewsletterForm labels={newsletterLabels(t)} />
        </HeadedSection>
      </div>
      <div className="border-t border-white/10">
        {/* The scroll-to-top button (44 px, 20 px from the right edge) sits over this row at the page's end: the row keeps
            that corner free until the page is wide enough (1360 px) for the button to fall in the margin beside it. */}
        <div className="container-page flex flex-col gap-3 py-5 text-sm text-white/70 max-[1359px]:pr-16 sm:flex-row sm:items-center sm:justify-between">
          <p>{t.footer.rights(year, companyIdentity(settings).companyName)}</p>
          <PolicyDialogs
            closeLabel={t.footer.close}
            privacy={{ trigger: t.footer.privacy, title: t.policies.privacyTitle, paragraphs: policyParagraphs(settings.privacyPolicy, t.policies.privacy) }}
            terms={{ trigger: t.footer.terms, title: t.policies.termsTitle, paragraphs: policyParagraphs(settings.termsOfService, t.policies.terms) }}
          />
        </div>
      </div>
    </footer>
  )
}
