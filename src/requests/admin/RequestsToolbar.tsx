'use client'
import { useListQuery, useTranslation } from '@payloadcms/ui'
import { filterValue, withFilter } from '../../admin/lists/list-filter'
import { wordsFor } from '../../shared/admin-label'
import { REQUEST_STATUSES } from '../request-status'

const text = {
  en: { status: 'Status', all: 'All', export: 'Export CSV' },
  zh: { status: '狀態', all: '全部', export: '匯出 CSV' },
}

/**
 * Above the requests list: the status filter (kept beside any other Filters,
 * see list-filter.ts) and the CSV export of what the filter shows.
 */
export function RequestsToolbar() {
  const { i18n } = useTranslation()
  const t = wordsFor(i18n.language, text)
  const { query, refineListData } = useListQuery()
  const selected = filterValue(query.where, 'status')
  const choose = (value: string) => void refineListData({ ...query, where: withFilter(query.where, 'status', value), page: 1 })
  const exportHref = selected ? `/api/requests/export?status=${encodeURIComponent(selected)}` : '/api/requests/export'

  return (
    <div className="list-toolbar" data-list-toolbar>
      <label className="list-toolbar__filter">
        <span>{t.status}</span>
        <select value={selected} onChange={(event) => choose(event.target.value)} data-list-filter="status">
          <option value="">{t.all}</option>
          {REQUEST_STATUSES.map((status) => (
            <option key={status.value} value={status.value}>
              {wordsFor(i18n.language, status)}
            </option>
          ))}
        </select>
      </label>
      <a className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }} href={exportHref} download data-requests-export>
        {t.export}
      </a>
    </div>
  )
}
