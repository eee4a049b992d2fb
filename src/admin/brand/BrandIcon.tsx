import type { ServerProps } from 'payload'
import { getCompanyIdentity } from '../../site-settings/queries'
import { BrandMark } from './BrandMark'
import { brandLocaleFor } from './text'

/** The mark at the start of the admin's header (admin.components.graphics.Icon), linking to the dashboard: the company's, from the settings. */
export async function BrandIcon({ i18n }: ServerProps) {
  const company = await getCompanyIdentity(brandLocaleFor(i18n?.language))
  return (
    <span data-admin-brand="icon" title={company.brandName || undefined} style={{ display: 'inline-flex' }}>
      <BrandMark company={company} size={18} />
    </span>
  )
}
