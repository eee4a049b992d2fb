import type { ServerProps } from 'payload'
import { getCompanyIdentity } from '../../site-settings/queries'
import { adminBrandText, brandLocaleFor } from './text'

/** The sidebar's title (before its links, spec §2.11): "Admin Panel", under the company's brand name. */
export async function AdminPanelTitle({ i18n }: ServerProps) {
  const company = await getCompanyIdentity(brandLocaleFor(i18n?.language))
  return (
    <div data-admin-brand="sidebar-title" style={{ marginBottom: 'calc(var(--base) * 1)' }}>
      {company.brandName && <div style={{ fontSize: 12, color: 'var(--theme-elevation-500)', letterSpacing: '0.04em' }}>{company.brandName}</div>}
      <h2 style={{ margin: 0, fontSize: 20, lineHeight: 1.3 }}>{adminBrandText(i18n?.language).adminPanel}</h2>
    </div>
  )
}
