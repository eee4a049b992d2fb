'use client'
import { useListQuery, useTranslation } from '@payloadcms/ui'
import { wordsFor } from '../../shared/admin-label'
import { AVAILABILITIES } from '../../shared/item-codes/availability'
import { inLanguage, type ListFilter } from '../dialogs/wording'
import { filterValue, withFilter } from './list-filter'
import { ProductOptions } from './ProductOptions'

const text = {
  en: { status: 'Status', all: 'All', Active: 'Active', Inactive: 'Inactive', product: 'Product', allProducts: 'All products', availability: 'Availability' },
  zh: { status: '狀態', all: '全部', Active: '啟用', Inactive: '停用', product: '產品', allProducts: '全部產品', availability: '供應情況' },
}

/**
 * One of the list's filter dropdowns beside the search (SPEC §2.11): status All / Active /
 * Inactive, the product of item codes, or their availability (issue 52.4). Each sets only its own
 * field's condition in the list's query, so they add up with each other and with Payload's Filters.
 */
export function ListFilterSelect({ field }: { field: ListFilter }) {
  const { i18n } = useTranslation()
  const t = wordsFor(i18n.language, text)
  const { query, refineListData } = useListQuery()
  const choose = (value: string) => void refineListData({ ...query, where: withFilter(query.where, field, value), page: 1 })
  return (
    <label className="list-toolbar__filter">
      <span>{t[field]}</span>
      <select value={filterValue(query.where, field)} onChange={(event) => choose(event.target.value)} data-list-filter={field}>
        {field === 'product' ? (
          <>
            <option value="">{t.allProducts}</option>
            <ProductOptions />
          </>
        ) : field === 'availability' ? (
          <>
            <option value="">{t.all}</option>
            {AVAILABILITIES.map(({ value, en, zh }) => (
              <option key={value} value={value}>
                {inLanguage({ en, zh }, i18n.language)}
              </option>
            ))}
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
  )
}
