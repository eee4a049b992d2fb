import type { ServerProps } from 'payload'
import { env } from '../config/env.server'
import { backupOverview } from '../platform/backup/status'
import { adminT } from './i18n/translations'

const when = (date: Date) => date.toISOString().slice(0, 16).replace('T', ' ')
const size = (bytes: number) => (bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`)

/**
 * On the dashboard: the last backup (its time, size, and that it verified), how many are kept,
 * and a warning when the last attempt failed or the newest backup is over two days old.
 */
export function BackupStatus({ i18n }: ServerProps) {
  const t = adminT(i18n)
  const settings = env().backup
  const { latest, count, failure, stale } = backupOverview(settings)
  const warning = failure ? t('kinsen:backupFailed', { time: when(failure.at), reason: failure.reason }) : stale ? t('kinsen:backupOld') : undefined
  return (
    <section aria-labelledby="dashboard-backups-title" style={{ marginBottom: 'calc(var(--base) * 2)' }}>
      <h2 id="dashboard-backups-title" style={{ marginBottom: 'calc(var(--base) / 2)' }}>
        {t('kinsen:backupTitle')}
      </h2>
      {warning ? (
        <p role="alert" data-backup-warning style={{ margin: '0 0 calc(var(--base) / 2)', padding: 'calc(var(--base) / 2) var(--base)', border: '1px solid var(--theme-error-500)', background: 'var(--theme-error-50)' }}>
          {warning}
        </p>
      ) : null}
      {latest ? (
        <p data-backup-last style={{ margin: 0 }}>
          {t('kinsen:backupLast', { time: when(latest.time), size: size(latest.manifest.totalBytes), files: latest.manifest.files.length })}{' '}
          {t('kinsen:backupKept', { count, daily: settings.keep.daily })}
        </p>
      ) : (
        <p data-backup-none style={{ margin: 0 }}>
          {settings.schedule === 'off' ? t('kinsen:backupOff') : t('kinsen:backupNone', { time: settings.time })}
        </p>
      )}
    </section>
  )
}
