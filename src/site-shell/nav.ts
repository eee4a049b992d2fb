import type { Messages } from '../i18n/messages'

export type NavKey = keyof Pick<Messages['nav'], 'home' | 'about' | 'products' | 'gallery' | 'news' | 'contact'>

/** The shared navigation, in the spec's order. */
export const NAV_LINKS: { key: NavKey; href: string }[] = [
  { key: 'home', href: '/' },
  { key: 'about', href: '/about' },
  { key: 'products', href: '/products' },
  { key: 'gallery', href: '/resources' },
  { key: 'news', href: '/news' },
  { key: 'contact', href: '/contact' },
]

/** Active when the path equals the target or lies beneath it; Home only on an exact match. */
export function isActivePath(pathname: string, href: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/'
  if (href === '/') return path === '/'
  return path === href || path.startsWith(`${href}/`)
}

/** Internal pages live under /[locale]; links and active states use the visible path. */
export function visiblePath(pathname: string): string {
  return pathname.replace(/^\/(en|zh-Hant|zh-Hans)(?=\/|$)/, '') || '/'
}
