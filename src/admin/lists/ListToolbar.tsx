'use client'
import { useConfig, useDocumentDrawer, useListQuery, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useTransition } from 'react'
import { wordsFor } from '../../shared/admin-label'
import { DeleteSelected } from '../dialogs/DeleteSelected'
import { inLanguage, type Bilingual, type DeleteConsequence, type DialogWording } from '../dialogs/wording'
import { useListDensity } from './list-density'
import { filterValue, withFilter } from './list-filter'
import { ProductOptions } from './ProductOptions'

type ListToolbarProps = { newButton: Bilingual; filter?: DialogWording['filter']; consequence?: DeleteConsequence; openAfterCreate?: boolean }

const text = {
  en: { status: 'Status', all: 'All', Active: 'Active', Inactive: 'Inactive', product: 'Product', allProducts: 'All products', refresh: 'Refresh', refreshing: 'Refreshing…', compact: 'Compact rows' },
  zh: { status: '狀態', all: '全部', Active: '啟用', Inactive: '停用', product: '產品', allProducts: '全部產品', refresh: '重新整理', refreshing: '正在重新整理…', compact: '緊湊列表' },
}

/**
 * Beside the list's search (SPEC §2.11): the filter dropdown (status All /
 * Active / Inactive, or the product of item codes), a refresh button that
 * reloads the rows as stored now, and the create button, which opens the
 * form in a drawer over the list and refreshes the list when it is saved
 * (or, for a product, opens the new record's page to go on with it);
 * while rows are selected, their Delete, which says what it also removes;
 * and the switch to compact rows, kept as the person's preference.
 */
export function ListToolbar({ newButton, filter, consequence, openAfterCreate = false }: ListToolbarProps) {
  const { i18n } = useTranslation()
  const t = wordsFor(i18n.language, text)
  const { collectionSlug, query, refineListData } = useListQuery()
  const router = useRouter()
  const { config } = useConfig()
  const [refreshing, startRefresh] = useTransition()
  const { density, setDensity } = useListDensity()
  const [CreateDrawer, , { openDrawer, closeDrawer }] = useDocumentDrawer({ collectionSlug })
  const field = filter === 'product' ? 'product' : 'status'
  const selected = filterValue(query.where, field)

  const choose = (value: string) => void refineListData({ ...query, where: withFilter(query.where, field, value), page: 1 })
  const refresh = () => startRefresh(() => router.refresh())

  return (
    <div className="list-toolbar" data-list-toolbar>
      {filter && (
        <label className="list-toolbar__filter">
          <span>{filter === 'product' ? t.product : t.status}</span>
          <select value={selected} onChange={(event) => choose(event.target.value)} data-list-filter={field}>
            {filter === 'product' ? (
              <>
                <option value="">{t.allProducts}</option>
                <ProductOptions />
              </>
            ) : (
              <>
                <option value="">{t.all}</option>
                <option value="Active">{t.Active}</option>
                <option value="Inactive">{t.Inactive}</option>
              </>
            )}
          </select>
        </label>
      )}
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
