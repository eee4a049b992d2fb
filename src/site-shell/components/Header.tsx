'use client'
import Link from 'next/link'
import { useEffect, useState, type ReactNode } from 'react'
import type { NavKey } from '../nav'
import { LanguageLinks, type LanguageProps } from './LanguageLink'
import { MobileMenu } from './MobileMenu'
import { NavLinks } from './NavLinks'
import { RequestBadge } from '../../requests/components/RequestBadge'
import { HEADER_SCROLL_THRESHOLD } from '../header-scroll'

type Props = {
  brand: { name: string; initial: string; logoUrl?: string }
  homeLabel: string
  navLabel: string
  labels: Record<NavKey, string> & { openMenu: string; closeMenu: string; menu: string }
  language: LanguageProps
  socials: ReactNode
  /** The site search form for the row (from 1280 px) and for the mobile menu, rendered on the server (src/search). */
  search: { row: ReactNode; menu: ReactNode; link: ReactNode }
  /** The request list's link (its count is a small island of its own). */
  requestLabel: string
}

/**
 * Fixed header: transparent over the dark top of the page; past 20 px of
 * scroll it turns white, translucent, shadowed and more compact.
 *
 * One row at every width from 320 px. The menu button serves widths below the
 * spec's 768 px; from 768 to 1023 px the links need the whole row, so the
 * brand name is left to screen readers there and the round logo alone marks
 * the home link. On a phone narrower than the name it may take two short lines
 * inside the logo's height; nothing in the row shrinks the logo or wraps a link.
 *
 * The brand and the links never meet (issue 28.1): the row keeps 20 px between
 * them from 768 px, and the name may shrink but clips rather than runs under
 * the links, whatever name the settings give. The sizes are chosen so that the
 * demo's English name, the longest, shows whole at every width: smaller type
 * and spacing from 1024 to 1535 px (the request link shows its word only from 1536 px),
 * and from 1536 px a row wider than the page's text column, where the larger,
 * wider-spaced name has room beside the search field and that word.
 */
export function Header({ brand, homeLabel, navLabel, labels, language, socials, search, requestLabel }: Props) {
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > HEADER_SCROLL_THRESHOLD)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])
  return (
    <header
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-50 transition-all duration-300 ${
        scrolled ? 'bg-white/90 py-2 shadow-md backdrop-blur' : 'bg-gradient-to-b from-black/70 via-black/35 to-transparent py-4'
      }`}
    >
      <div className="container-page flex items-center justify-between gap-3 md:gap-5 2xl:max-w-[88rem]">
        <Link href="/" className="flex min-w-0 items-center gap-3" onClick={() => window.scrollTo({ top: 0 })}>
          {brand.logoUrl ? (
            <img src={brand.logoUrl} alt="" aria-hidden data-logo width={40} height={40} className="h-10 w-10 shrink-0 rounded-full object-cover" />
          ) : (
            <span aria-hidden data-logo className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-gold-light via-gold to-gold-dark font-serif text-lg font-bold text-ink">
              {brand.initial}
            </span>
          )}
          <span
            className={`min-w-0 font-serif text-sm leading-tight tracking-[0.12em] text-balance sm:text-base sm:whitespace-nowrap md:truncate md:max-lg:sr-only lg:max-xl:text-sm lg:max-xl:tracking-[0.06em] 2xl:text-lg 2xl:tracking-[0.2em] ${scrolled ? 'text-ink' : 'text-white'}`}
          >
            {brand.name}
          </span>
          <span className="sr-only">, {homeLabel}</span>
        </Link>
        <nav aria-label={navLabel} className="hidden shrink-0 items-center gap-2 md:flex lg:gap-4 xl:gap-6">
          <NavLinks
            labels={labels}
            className="flex items-center gap-1 xl:gap-3"
            linkClassName={(active) =>
              `rounded-md px-1 py-2 text-sm font-medium whitespace-nowrap transition lg:px-1.5 xl:px-2 ${
                active ? (scrolled ? 'text-gold-dark' : 'text-gold-light') : scrolled ? 'text-ink hover:text-gold-dark' : 'text-white/90 hover:text-white'
              }`
            }
          />
          {search.row}
          {search.link}
          <LanguageLinks
            {...language}
            compact
            className={`rounded-full border px-0.5 text-sm whitespace-nowrap transition xl:px-1 ${scrolled ? 'border-ink/30 text-ink' : 'border-white/50 text-white'}`}
            linkClassName={`block rounded-full px-1 py-1 xl:px-1.5 ${scrolled ? 'hover:text-gold-dark' : 'hover:text-gold-light'}`}
          />
        </nav>
        <RequestBadge
          label={requestLabel}
          hiddenWhileEmpty="max-[399px]:hidden"
          className={`ml-auto shrink-0 rounded-full px-2 py-1 text-sm font-medium whitespace-nowrap max-[399px]:px-1 md:ml-0 ${scrolled ? 'text-ink hover:text-gold-dark' : 'text-white/90 hover:text-white'}`}
        />
        <MobileMenu
          labels={labels}
          search={search.menu}
          requestLink={<RequestBadge label={requestLabel} labelled className="self-start rounded-full border border-white/50 px-4 py-2 text-white" />}
          languageLink={<LanguageLinks {...language} className="flex-wrap gap-2 self-start" linkClassName="block rounded-full border border-white/50 px-4 py-2 text-white" />}
          socials={socials}
          scrolled={scrolled}
        />
      </div>
    </header>
  )
}
