import { getTranslation } from '@payloadcms/translations'
import { Gutter, SetDocumentStepNav, Table } from '@payloadcms/ui'
import type { Column, DocumentViewServerProps, GlobalSlug, PayloadRequest } from 'payload'
import { formatAdminURL } from 'payload/shared'
import { isChineseAdmin } from '../../shared/admin-label'
import { KEPT_VERSIONS } from '../../shared/history'
import { adminT } from '../i18n/translations'
import { changedFieldLabels } from './changed-fields'
import { SavedAt } from './SavedAt'

type VersionRow = { id: number | string; updatedAt: string; version: Record<string, unknown> & { updatedBy?: number | string | { id: number | string } | null } }

/** A save names at most this many changed fields; the rest are counted. */
const NAMED_CHANGES = 6
type Author = { id: number | string; email?: string | null }

const authorId = (row: VersionRow) => {
  const author = row.version.updatedBy
  return author && typeof author === 'object' ? author.id : (author ?? null)
}

/** Who made each save, by e-mail as the record's "Last changed by" names them, read with the viewer's own permissions. */
async function readAuthors(req: PayloadRequest, rows: VersionRow[]): Promise<Map<string, Author>> {
  const ids = [...new Set(rows.map(authorId).filter((id) => id !== null))]
  if (ids.length === 0) return new Map()
  const users = await req.payload.find({ collection: 'users', where: { id: { in: ids } }, depth: 0, limit: ids.length, pagination: false, overrideAccess: false, user: req.user, req, select: { email: true } })
  return new Map((users.docs as Author[]).map((user) => [String(user.id), user]))
}

/**
 * The Versions tab of a record or a setting (issue 27.7): every kept save, newest first, with when
 * it was made and who made it (`updatedBy`, which src/shared/history records on every save), each
 * opening Payload's own version screen to compare and restore. Payload's list of versions shows
 * only the time and an ID, and offers no way to add a column; the versions are read with the
 * viewer's permissions (overrideAccess: false), all of them at once: no record keeps more than
 * KEPT_VERSIONS.
 */
export async function VersionsList(props: DocumentViewServerProps) {
  const { collectionConfig, globalConfig, docID, req } = props.initPageResult
  const t = adminT(req.i18n)
  const adminRoute = req.payload.config.routes.admin
  // Every language at once, so that a change to the Chinese text alone is seen as a change.
  const query = { sort: '-updatedAt', limit: KEPT_VERSIONS, depth: 0, locale: 'all', overrideAccess: false, user: req.user, req } as const
  const found = collectionConfig
    ? await req.payload.findVersions({ ...query, collection: collectionConfig.slug, where: { parent: { equals: docID } } })
    : globalConfig
      ? await req.payload.findGlobalVersions({ ...query, slug: globalConfig.slug as GlobalSlug })
      : null
  const rows = (found?.docs ?? []) as unknown as VersionRow[]
  const authors = await readAuthors(req, rows)
  const versionHref = (row: VersionRow) =>
    formatAdminURL({ adminRoute, path: collectionConfig ? `/collections/${collectionConfig.slug}/${docID}/versions/${row.id}` : `/globals/${globalConfig?.slug}/versions/${row.id}` })
  const authorName = (row: VersionRow) => {
    const id = authorId(row)
    if (id === null) return t('kinsen:versionsUnknownAuthor')
    const author = authors.get(String(id))
    return author?.email ?? t('kinsen:versionsRemovedAccount')
  }
  const fields = (collectionConfig ?? globalConfig)?.flattenedFields ?? []
  // The oldest kept save is the first only when no older one was dropped (KEPT_VERSIONS).
  const allKept = (found?.totalDocs ?? 0) <= rows.length
  const changes = (row: VersionRow, index: number) => {
    const older = rows[index + 1]
    if (!older) return allKept ? t('kinsen:versionsFirstSave') : '—'
    const labels = changedFieldLabels(fields, row.version, older.version, req.i18n)
    if (labels.length === 0) return t('kinsen:versionsNoChange')
    // Chinese lists with the enumeration comma, English with commas.
    const named = labels.slice(0, NAMED_CHANGES).join(isChineseAdmin(req.i18n.language) ? '、' : ', ')
    return labels.length > NAMED_CHANGES ? `${named} ${t('kinsen:versionsMoreChanged', { count: labels.length - NAMED_CHANGES })}` : named
  }
  const columns: Column[] = [
    {
      accessor: 'updatedAt',
      active: true,
      field: { name: 'updatedAt', type: 'date' },
      Heading: <span>{t('kinsen:versionsSaved')}</span>,
      renderedCells: rows.map((row, index) => <SavedAt key={row.id} href={versionHref(row)} savedAt={row.updatedAt} current={index === 0 ? t('kinsen:versionsCurrent') : undefined} />),
    },
    {
      accessor: 'updatedBy',
      active: true,
      field: { name: 'updatedBy', type: 'text' },
      Heading: <span>{t('kinsen:versionsSavedBy')}</span>,
      renderedCells: rows.map((row) => <span key={row.id} data-version-author>{authorName(row)}</span>),
    },
    {
      accessor: 'changed',
      active: true,
      field: { name: 'changed', type: 'text' },
      Heading: <span>{t('kinsen:versionsChanged')}</span>,
      renderedCells: rows.map((row, index) => <span key={row.id} data-version-changes>{changes(row, index)}</span>),
    },
  ]
  // Labels here are functions of the interface language; the step navigation is a client component and takes text.
  const entityLabel = collectionConfig ? collectionConfig.labels.plural : globalConfig?.label
  const labelText = entityLabel ? getTranslation(entityLabel, req.i18n) : ''
  return (
    <>
      <SetDocumentStepNav
        collectionSlug={collectionConfig?.slug}
        globalSlug={globalConfig?.slug}
        id={docID}
        pluralLabel={labelText}
        useAsTitle={collectionConfig?.admin?.useAsTitle || globalConfig?.slug}
        view={req.i18n.t('version:versions')}
      />
      <main data-versions-list>
        <Gutter>
          <p style={{ marginBlock: 'var(--base)' }}>{t('kinsen:versionsIntro', { kept: KEPT_VERSIONS })}</p>
          {rows.length === 0 ? <p>{t('kinsen:versionsEmpty')}</p> : <Table columns={columns} data={rows as unknown as Record<string, unknown>[]} />}
        </Gutter>
      </main>
    </>
  )
}
