'use client'
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { isActivePath, NAV_LINKS, visiblePath, type NavKey } from '../nav'

type Props = { labels: Record<NavKey, string>; className?: string; linkClassName: (active: boolean) => string; onNavigate?: () => void }

export function NavLinks({ labels, className, linkClassName, onNavigate }: Props) {
  const path = visiblePath(usePathname() ?? '/')
  return (
    <ul className={className}>
      {NAV_LINKS.map(({ key, href }) => {
        const active = isActivePath(path, href)
        return (
          <li key={key}>
            <Link
              href={href}
              aria-current={active ? 'page' : undefined}
              className={linkClassName(active)}
              onClick={() => {
                onNavigate?.()
                window.scrollTo({ top: 0 })
              }}
            >
              {labels[key]}
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
