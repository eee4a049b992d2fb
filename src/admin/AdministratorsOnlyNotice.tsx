'use client'
import { useAuth } from '@payloadcms/ui'
import { isAdministratorUser } from '../shared/access'
import type { KinsenKey } from './i18n/translations'
import { useAdminTranslation } from './i18n/use-admin-translation'

const noticeStyle = {
  margin: '0 0 calc(var(--base) * 1.5)',
  padding: 'calc(var(--base) * 0.75) var(--base)',
  border: '1px solid var(--theme-elevation-150)',
  borderLeft: '4px solid var(--theme-warning-500, var(--theme-elevation-400))',
  borderRadius: 'var(--style-radius-m, 6px)',
  background: 'var(--theme-elevation-50)',
  maxWidth: 760,
} as const

/**
 * Says to an editor why a screen they may read is read-only (issue 50.14): the staff list and the
 * general settings are administrators' work. Nothing for an administrator.
 */
function AdministratorsOnlyNotice({ message }: { message: KinsenKey }) {
  const { t } = useAdminTranslation()
  const { user } = useAuth()
  if (!user || isAdministratorUser(user)) return null
  return (
    <p role="note" style={noticeStyle} data-administrators-only>
      {t(message)}
    </p>
  )
}

/** Above the staff list (Users: beforeListTable). */
export const StaffReadOnlyNotice = () => <AdministratorsOnlyNotice message="kinsen:staffAdministratorsOnly" />

/** At the top of the general settings (a UI field). */
export const SettingsReadOnlyNotice = () => <AdministratorsOnlyNotice message="kinsen:settingsAdministratorsOnly" />
