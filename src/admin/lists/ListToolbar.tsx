'use client'
import { useConfig, useDocumentDrawer, useListQuery, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useTransition } from 'react'
import { wordsFor } from '../../shared/admin-label'
import { DeleteSelected } from '../dialogs/DeleteSelected'
import { inLanguage, type Bilingual, type DeleteConsequence, type DialogWording } from '../dialogs/wording'
import { useListDensity } from './list-density'
import { ListFilterSelect } from './ListFilterSelect'

type ListToolbarProps = { newButton: Bilingual; filters?: DialogWording['filters']; consequence?: DeleteConsequence; openAfterCreate?: boolean }

const text = {
  en: { refresh: 'Refresh', refreshing: 'Refreshing…', compact: 'Compact rows' },
  zh: { refresh: '重新整理', refreshing: '正在重新整理…', compact: '緊湊列表' },
}

/**
 * Beside the list's search (SPEC §2.11): the filter dropdowns (status All /
 * Active / Inactive; or the product and the availability of item codes), a refresh button that
 * reloads the rows as stored now, and the create button, which opens the
 * form in a drawer over the list and refreshes the list when it is saved
 * (or, for a product, opens the new record's page to go on with it);
 * while rows are selected, their Delete, which says what it also removes;
 * and the switch to compact rows, kept as the person's preference.
 */
export function ListToolbar({ newButton, filters = [], consequence, openAfterCreate = false }: ListToolbarProps) {
  const { i18n } = useTranslation()
  const t = wordsFor(i18n.language, text)
  const { collectionSlug } = useListQuery()
  const router = useRouter()
  const { config } = useConfig()
  const [refreshing, startRefresh] = useTransition()
  const { density, setDensity } = useListDensity()
  const [CreateDrawer, , { openDrawer, closeDrawer }] = useDocumentDrawer({ collectionSlug })
  const refresh = () => startRefresh(() => router.refresh())

  return (
    <div className="list-toolbar" data-list-toolbar>
      {filters.map((field) => (
        <ListFilterSelect key={field} field={field} />
      ))}
      <button type="button" className="btn btn--style-secondary btn--size-small list-toolbar__refresh" onClick={refresh} disabled={refreshing} aria-busy={refreshing}>
        {refreshing ? t.refreshing : t.refresh}
      </button>
      <button
        type="button"
        className="btn btn--style-secondary btn--size-small list-toolbar__density"
        aria-pressed={density === 'compact'}
        onClick={() => setDensity(density === 'compact' ? 'comfortable' : 'compact')}
      >
        {t.compact}
      </button>
      <DeleteSelected consequence={consequence} />
      <button type="button" className="btn btn--style-primary btn--size-small list-toolbar__new" onClick={openDrawer}>
        {inLanguage(newButton, i18n.language)}
      </button>
      <CreateDrawer
        redirectAfterCreate={false}
        onSave={({ doc, operation }) => {
          closeDrawer()
          if (openAfterCreate && operation === 'create' && doc?.id !== undefined) router.push(`${config.routes.admin}/collections/${collectionSlug}/${doc.id}`)
          else router.refresh()
        }}
      />
    </div>
  )
}
