'use client'
import { useFormFields, useTranslation } from '@payloadcms/ui'
import './request-lines.css'
import type { ArrayFieldClientComponent } from 'payload'
import { wordsFor } from '../../shared/admin-label'
import { AVAILABILITIES } from '../../shared/item-codes/availability'
import { quantityText } from '../quantity-text'

type StoredLine = {
  product?: number | { id: number } | null
  itemCode?: number | { id: number } | null
  productName?: string
  itemCodeText?: string | null
  specification?: string | null
  kind?: string
  quantity?: number
  unit?: string
  note?: string | null
  availability?: string | null
  leadTimeWeeks?: number | null
  availabilityNote?: string | null
  discontinuedOn?: string | null
}

const text = {
  en: { title: 'Lines', product: 'Product', itemCode: 'Item code', anyShade: 'Any shade', request: 'Request', quantity: 'Quantity', note: 'Note', samples: 'Samples', quote: 'Quote', cones: 'cones', metres: 'metres', cone: 'cone', metre: 'metre', deleted: 'deleted since', whenSent: 'When sent', weeks: 'weeks' },
  zh: { title: '查詢項目', product: '產品', itemCode: '貨品編號', anyShade: '任何顏色', request: '查詢類別', quantity: '數量', note: '備註', samples: '樣本', quote: '報價', cones: '筒', metres: '米', cone: '筒', metre: '米', deleted: '其後已刪除', whenSent: '發送時', weeks: '星期' },
}

/** The item code's availability as it was when the request was sent (issue 52), in the admin's language: "Made to order: 6 weeks". */
function availabilityWhenSent(line: StoredLine, language: string, t: { weeks: string }): string | undefined {
  const entry = AVAILABILITIES.find((each) => each.value === line.availability)
  if (!entry) return undefined
  const name = wordsFor(language, entry)
  if (entry.value === 'made-to-order' && line.leadTimeWeeks) return `${name}: ${line.leadTimeWeeks} ${t.weeks}`
  if (entry.value === 'limited' && line.availabilityNote) return `${name} — ${line.availabilityNote}`
  if (entry.value === 'discontinued' && line.discontinuedOn) return `${name} (${line.discontinuedOn.slice(0, 10)})`
  return name
}

const idOf = (value: StoredLine['product']) => (value && typeof value === 'object' ? value.id : (value ?? undefined))

/**
 * A request's lines as one readable table: each product links to its record
 * (a product deleted since keeps the name the buyer saw), with the item code,
 * its specification as it was when the request arrived, and what was asked.
 */
export const RequestLinesField: ArrayFieldClientComponent = ({ path }) => {
  const { i18n } = useTranslation()
  const t = wordsFor(i18n.language, text)
  // The array's rows as the form holds them: "lines.0.productName" and so on.
  const lines = useFormFields(([fields]) => {
    const count = Number(fields[path]?.rows?.length ?? fields[path]?.value ?? 0)
    return Array.from({ length: count }, (_, index): StoredLine => {
      const value = (name: string) => fields[`${path}.${index}.${name}`]?.value
      return {
        product: value('product') as StoredLine['product'],
        itemCode: value('itemCode') as StoredLine['itemCode'],
        productName: value('productName') as string,
        itemCodeText: value('itemCodeText') as string,
        specification: value('specification') as string,
        kind: value('kind') as string,
        quantity: value('quantity') as number,
        unit: value('unit') as string,
        note: value('note') as string,
        availability: value('availability') as string,
        leadTimeWeeks: value('leadTimeWeeks') as number,
        availabilityNote: value('availabilityNote') as string,
        discontinuedOn: value('discontinuedOn') as string,
      }
    })
  })

  return (
    <div className="field-type request-lines" data-request-lines>
      <div className="readable-field__label">{t.title}</div>
      <table className="request-lines__table">
        <thead>
          <tr>
            <th>{t.product}</th>
            <th>{t.itemCode}</th>
            <th>{t.request}</th>
            <th>{t.quantity}</th>
            <th>{t.note}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => {
            const productId = idOf(line.product)
            const whenSent = availabilityWhenSent(line, i18n.language, t)
            return (
              <tr key={index}>
                <td>
                  {productId ? (
                    <a href={`/admin/collections/products/${productId}`} data-request-line-product>
                      {line.productName}
                    </a>
                  ) : (
                    <span>
                      {line.productName} ({t.deleted})
                    </span>
                  )}
                </td>
                <td>
                  {line.itemCodeText || t.anyShade}
                  {whenSent && (
                    <div className="request-lines__availability" data-availability={line.availability}>
                      {t.whenSent}: {whenSent}
                    </div>
                  )}
                  {line.specification && <pre className="request-lines__spec">{line.specification}</pre>}
                </td>
                <td>{line.kind === 'quote' ? t.quote : t.samples}</td>
                <td>
                  {quantityText(line.quantity ?? 1, line.unit === 'metres' ? 'metres' : 'cones', t)}
                </td>
                <td>{line.note || '—'}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
