'use client'
import { usePathname } from 'next/navigation'
import { useBrowserValue } from '../../shared/hooks/browser-value'
import { fallbackLanguageHref, otherLanguageHref } from '../language-link'
import { visiblePath } from '../nav'

type Props = { siteUrl: string; chinese: boolean; label: string; text: string; className?: string; hrefLang: string }

/** Same page in the other language: built from the current host once in the browser, from SITE_URL before. */
export function LanguageLink({ siteUrl, chinese, label, text, className, hrefLang }: Props) {
  const path = visiblePath(usePathname() ?? '/')
  const href = useBrowserValue(
    () => otherLanguageHref(window.location.host, window.location.protocol, path, window.location.search),
    fallbackLanguageHref(siteUrl, chinese, path),
  )
  return (
    <a href={href} hrefLang={hrefLang} className={className}>
      <span lang={hrefLang}>{text}</span>
      <span className="sr-only"> ({label})</span>
    </a>
  )
}
