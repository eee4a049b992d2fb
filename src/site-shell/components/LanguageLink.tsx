'use client'
import { usePathname } from 'next/navigation'
import { useBrowserValue } from '../../shared/hooks/browser-value'
import { htmlLang, languageNames, siteLocales, type SiteLocale } from '../../shared/locales'
import { fallbackLanguageHref, languageHref } from '../language-link'
import { visiblePath } from '../nav'

type LinkProps = { siteUrl: string; locale: SiteLocale; label: string; text: string; className?: string }

/**
 * Same page in another language: built from the current host once in the browser, from SITE_URL
 * before, and again when followed: a page may have changed its own address since (the request
 * list writes its lines there), and the other language opens on the same list (issue 28.6).
 */
function LanguageLink({ siteUrl, locale, label, text, className }: LinkProps) {
  const path = visiblePath(usePathname() ?? '/')
  const href = useBrowserValue(() => languageHref(window.location.host, window.location.protocol, locale, path, window.location.search), fallbackLanguageHref(siteUrl, locale, path))
  return (
    <a
      href={href}
      hrefLang={htmlLang(locale)}
      className={className}
      data-language={locale}
      onClick={(event) => {
        event.currentTarget.href = languageHref(window.location.host, window.location.protocol, locale, window.location.pathname, window.location.search)
      }}
    >
      <span lang={htmlLang(locale)}>{text}</span>
      <span className="sr-only"> ({label})</span>
    </a>
  )
}

export type LanguageProps = { siteUrl: string; current: SiteLocale; groupLabel: string; labels: Record<SiteLocale, string> }

/**
 * The three sites' links: the current language named (bold, underlined in gold), the other two as links. `compact` (the
 * header row) shows each by its short form (EN, 繁, 简), the menu by its whole name.
 */
export function LanguageLinks({ siteUrl, current, groupLabel, labels, compact, className, linkClassName }: LanguageProps & { compact?: boolean; className?: string; linkClassName?: string }) {
  return (
    <ul aria-label={groupLabel} className={`flex items-center ${className ?? ''}`} data-language-links>
      {siteLocales.map((locale) => {
        const text = compact ? languageNames[locale].short : languageNames[locale].name
        return (
          <li key={locale} className="flex items-center">
            {locale === current ? (
              <span aria-current="true" lang={htmlLang(locale)} className={`${linkClassName ?? ''} font-semibold underline decoration-gold decoration-2 underline-offset-4`} title={languageNames[locale].name}>
                {text}
              </span>
            ) : (
              <LanguageLink siteUrl={siteUrl} locale={locale} label={labels[locale]} text={text} className={linkClassName} />
            )}
          </li>
        )
      })}
    </ul>
  )
}
