import type { ServerProps } from 'payload'
import { getCompanyIdentity } from '../../site-settings/queries'
import { BrandMark } from './BrandMark'
import { adminBrandText, brandLocaleFor } from './text'

/** The login screen's logo (admin.components.graphics.Logo): the company's mark and name from the settings, and "Admin Panel". */
export async function BrandLogo({ i18n }: ServerProps) {
  const company = await getCompanyIdentity(brandLocaleFor(i18n?.language))
  const text = adminBrandText(i18n?.language)
  return (
    <div data-admin-brand="logo" style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
      <BrandMark company={company} size={56} />
      <div style={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {company.brandName && <span style={{ fontFamily: 'Georgia, serif', fontSize: 22, fontWeight: 600, letterSpacing: '0.06em' }}>{company.brandName}</span>}
        <span style={{ fontSize: 14, color: 'var(--theme-elevation-600)' }}>{text.adminPanel}</span>
      </div>
    </div>
  )
}
