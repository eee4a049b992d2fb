import { LogOutIcon } from '@payloadcms/ui'
import Link from 'next/link'
import type { ServerProps } from 'payload'
import { formatAdminURL } from 'payload/shared'
import { adminBrandText } from './text'

/** The sidebar's Logout (admin.components.logout.Button): Payload's icon with its word beside it, not an icon alone. */
export function LogoutButton({ i18n, payload }: ServerProps) {
  const { routes, admin } = payload.config
  const href = formatAdminURL({ adminRoute: routes.admin, path: admin.routes.logout })
  return (
    <Link href={href} prefetch={false} className="nav__log-out" data-admin-brand="logout" style={{ display: 'inline-flex', alignItems: 'center', gap: 6, width: 'auto' }}>
      <LogOutIcon />
      <span>{adminBrandText(i18n?.language).logout}</span>
    </Link>
  )
}
