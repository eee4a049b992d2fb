import type { ServerProps } from 'payload'
import { isAdministratorUser } from '../shared/access'
import { adminT } from './i18n/translations'

/** The dashboard's links to the screens that are not collections or globals (the storage cleanup for administrators). */
export function DashboardTools({ i18n, payload, user }: ServerProps) {
  const t = adminT(i18n)
  const admin = payload.config.routes.admin
  return (
    <section aria-labelledby="dashboard-tools-title" style={{ marginBottom: 'calc(var(--base) * 2)' }}>
      <h2 id="dashboard-tools-title" style={{ marginBottom: 'calc(var(--base) / 2)' }}>
        {t('kinsen:toolsTitle')}
      </h2>
      <ul style={{ margin: 0, paddingLeft: '1.25rem', lineHeight: 1.6 }}>
        <li>
          <a href={`${admin}/translations`}>{t('kinsen:toolsTranslations')}</a>: {t('kinsen:toolsTranslationsHelp')}
        </li>
        {isAdministratorUser(user) && (
          <li>
            <a href={`${admin}/storage-cleanup`}>{t('kinsen:cleanupTitle')}</a>: {t('kinsen:toolsCleanupHelp')}
          </li>
        )}
      </ul>
    </section>
  )
}
