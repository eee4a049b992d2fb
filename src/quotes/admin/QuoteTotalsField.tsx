'use client'
import { useFormFields, useTranslation } from '@payloadcms/ui'
import type { ArrayFieldClientComponent } from 'payload'
import { wordsFor } from '../../shared/admin-label'
import { currencyTotals, moneyText, type PricedLine } from '../totals'

const text = {
  en: {
    label: 'Totals (computed)',
    free: 'Free of charge',
    none: 'Nothing is priced yet.',
    unpriced: (lines: string) => `No unit price yet on ${lines.includes(',') ? 'lines' : 'line'} ${lines}: give one, or tick Free of charge, before sending.`,
    hint: 'Worked out from the lines as you type; each currency is totalled apart. Free lines add nothing.',
  },
  zh: {
    label: '總額（自動計算）',
    free: '免費',
    none: '尚未填寫任何價格。',
    unpriced: (lines: string) => `第 ${lines} 項尚未填寫單價：發送前請填寫單價或剔選「免費」。`,
    hint: '按報價項目即時計算，每種貨幣分開合計；免費項目不計入。',
  },
}

/**
 * The quote's totals per currency (issue 51.4), worked out from the form's lines as staff type, with
 * the same function the save uses (hooks/compute-totals.ts), so what shows is what is stored. The label
 * is written here in the interface language (Payload caches a form's field map per collection).
 */
export const QuoteTotalsField: ArrayFieldClientComponent = () => {
  const { i18n } = useTranslation()
  const t = wordsFor(i18n.language, text)
  const lines = useFormFields(([fields]) => {
    const count = Number(fields.lines?.rows?.length ?? fields.lines?.value ?? 0)
    return Array.from({ length: count }, (_, index): PricedLine => {
      const value = (name: string) => fields[`lines.${index}.${name}`]?.value
      const number = (name: string) => (typeof value(name) === 'number' ? (value(name) as number) : null)
      return { quantity: number('quantity'), unitPrice: number('unitPrice'), currency: (value('currency') as string) ?? null, free: Boolean(value('free')) }
    })
  })
  const totals = currencyTotals(lines)
  const allFree = lines.length > 0 && lines.every((line) => line.free)
  // As the send action counts them (actions.ts): neither priced nor free, numbered from 1.
  const unpriced = lines.flatMap((line, index) => (!line.free && line.unitPrice === null ? [String(index + 1)] : []))
  const locale = i18n.language === 'en' ? 'en' : 'zh-Hant'

  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }} data-quote-totals>
      <p id="quote-totals-label" style={{ margin: '0 0 calc(var(--base) / 4)', fontWeight: 600 }}>
        {t.label}
      </p>
      <output aria-labelledby="quote-totals-label" aria-live="polite" style={{ display: 'block', fontSize: '1.25rem', fontVariantNumeric: 'tabular-nums' }}>
        {totals.length > 0
          ? totals.map((total) => (
              <span key={total.currency} style={{ display: 'block' }} data-quote-total={total.currency}>
                {moneyText(total.currency, total.amount, locale)}
              </span>
            ))
          : allFree
            ? t.free
            : t.none}
      </output>
      {unpriced.length > 0 && (
        <p style={{ margin: 'calc(var(--base) / 4) 0 0' }} data-quote-unpriced>
          {t.unpriced(unpriced.join(', '))}
        </p>
      )}
      {/* Payload's field-description grey is below WCAG AA contrast: the theme's darker grey. */}
      <p style={{ margin: 'calc(var(--base) / 4) 0 0', color: 'var(--theme-elevation-800)', fontSize: 'var(--font-size-small, 13px)' }}>{t.hint}</p>
    </div>
  )
}
