import { adminT } from '../../admin/i18n/translations'

/**
 * The storage cleanup screen's words in the administrator's language, from
 * its `kinsen:cleanup…` words (src/admin/i18n), for the server view
 * (`req.i18n`) and the client list (`useTranslation().i18n`) alike.
 */
export function cleanupWords(i18n: Parameters<typeof adminT>[0]) {
  const t = adminT(i18n)
  return {
    title: t('kinsen:cleanupTitle'),
    intro: t('kinsen:cleanupIntro'),
    records: t('kinsen:cleanupRecords'),
    files: t('kinsen:cleanupFiles'),
    noRecords: t('kinsen:cleanupNoRecords'),
    noFiles: t('kinsen:cleanupNoFiles'),
    total: (count: number, size: string) => t('kinsen:cleanupTotal', { count, size }),
    selectAll: t('kinsen:cleanupSelectAll'),
    select: (name: string) => t('kinsen:cleanupSelect', { name }),
    size: t('kinsen:cleanupSize'),
    age: t('kinsen:cleanupAge'),
    unusedSince: t('kinsen:cleanupUnusedSince'),
    neverUsed: t('kinsen:cleanupNeverUsed'),
    noPreview: t('kinsen:cleanupNoPreview'),
    deleteSelected: (count: number) => t('kinsen:cleanupDeleteSelected', { count }),
    confirmHeading: t('kinsen:cleanupConfirmHeading'),
    confirmBody: (count: number, size: string) => t('kinsen:cleanupConfirmBody', { count, size }),
    confirm: t('kinsen:cleanupConfirm'),
    cancel: t('kinsen:cleanupCancel'),
    deleting: t('kinsen:cleanupDeleting'),
    done: (deleted: number, kept: number) =>
      t('kinsen:cleanupDone', { count: deleted, kept: kept ? t('kinsen:cleanupKept', { count: kept }) : '' }),
    failed: t('kinsen:cleanupFailed'),
    openLink: t('kinsen:cleanupTitle'),
  }
}

export type CleanupText = ReturnType<typeof cleanupWords>
