import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { ViewTitle } from '../../admin/ViewTitle'
import { env } from '../../config/env.server'
import { findCleanupCandidates } from '../cleanup/candidates'
import { fileStore } from '../cleanup/stored-files'
import { cleanupWords } from './cleanup-text'
import { isAdministratorUser } from '../../shared/access'
import { cleanupMessages } from '../cleanup/messages'
import { StorageCleanupList } from './StorageCleanupList'

/** /admin/storage-cleanup: which files can be deleted, in one screen (issue 12). */
export async function StorageCleanupView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  if (!req.user) redirect(`${req.payload.config.routes.admin}/login?redirect=${encodeURIComponent(`${req.payload.config.routes.admin}/storage-cleanup`)}`)
  const t = cleanupWords(req.i18n)
  const allowed = isAdministratorUser(req.user)
  const candidates = allowed ? await findCleanupCandidates(req.payload, fileStore(env()), { req }) : undefined
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user}
      // The header's actions (the interface language switch) on this screen too: a custom view gets only what it passes.
      viewActions={req.payload.config.admin.components?.actions}
      visibleEntities={visibleEntities}
    >
      <ViewTitle title={t.title} />
      <Gutter>
        <h1 style={{ marginTop: 'calc(var(--base) * 1.5)' }}>{t.title}</h1>
        <p style={{ maxWidth: '52rem', lineHeight: 1.6, marginTop: 'calc(var(--base) / 2)' }}>{t.intro}</p>
        {!candidates ? (
          <p role="alert" data-cleanup-not-allowed>
            {cleanupMessages(req).notAllowed}
          </p>
        ) : (
        <StorageCleanupList candidates={candidates} language={req.i18n.language} mediaFileUrl={`${req.payload.config.routes.api}/media/file/`} mediaAdminUrl={`${req.payload.config.routes.admin}/collections/media/`} />
        )}
      </Gutter>
    </DefaultTemplate>
  )
}
