'use client'
import { usePathname } from 'next/navigation'
import { useBrowserValue } from '../../shared/hooks/browser-value'
import { fallbackLanguageHref, otherLanguageHref } from '../language-link'
import { visiblePath } from '../nav'

type Props = { siteUrl: string; chinese: boolean; label: string; text: string; className?: string; hrefLang: string }

/**
 * Same page in the other language: built from the current host once in the browser, from SITE_URL
 * before, and again when followed: a page may have changed its own address since (the request
 * list writes its lines there), and the other language opens on the same list (issue 28.6).
 */
export function LanguageLink({ siteUrl, chinese, label, text, className, hrefLang }: Props) {
  const path = visiblePath(usePathname() ?? '/')
  const href = useBrowserValue(
    () => otherLanguageHref(window.location.host, window.location.protocol, path, window.location.search),
    fallbackLanguageHref(siteUrl, chinese, path),
  )
  return (
    <a
      href={href}
      hrefLang={hrefLang}
      className={className}
      onClick={(event) => {
        event.currentTarget.href = otherLanguageHref(window.location.host, window.location.protocol, window.location.pathname, window.location.search)
      }}
    >
      <span lang={hrefLang}>{text}</span>
      <span className="sr-only"> ({label})</span>
    </a>
  )
}
