import type { Quote } from '@/payload-types'
import type { SiteLocale } from '@/shared/locales'
import { fill } from '@/shared/text/fill'
import { lineTexts, type QuoteWords } from '../pages/line-texts'

type Props = { quote: Quote; locale: SiteLocale; t: QuoteWords; labelledBy: string }

const COLUMNS = ['quantity', 'unitPrice', 'amount', 'minimumOrder', 'leadTime'] as const

/**
 * The quote's lines: a table from 768 px and on paper, and on a phone the same texts as one card per
 * line (a table of six columns cannot be read at 390 px without scrolling sideways, and a card keeps
 * each value beside its name). Only one of them is displayed, so only one is read aloud.
 */
export function QuoteLines({ quote, locale, t, labelledBy }: Props) {
  const lines = quote.lines.map((line) => ({ id: line.id, ...lineTexts(line, locale, t) }))
  const colon = locale === 'en' ? ': ' : '：'
  return (
    <>
      <table aria-labelledby={labelledBy} className="mt-4 hidden w-full border-collapse text-left text-sm md:table print:table" data-quote-lines>
        <thead>
          <tr className="border-b border-stone/30 text-stone">
            <th scope="col" className="py-2 pr-4 font-medium">
              {t.product}
            </th>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={`py-2 pl-4 font-medium ${column === 'amount' ? 'text-right' : ''}`}>
                {t[column]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone/15">
          {lines.map((line, index) => (
            <tr key={line.id ?? index} className="align-top">
              <th scope="row" className="py-3 pr-4 text-left font-normal">
                <span className="block font-semibold text-ink">{line.product}</span>
                <span className="block text-stone">{line.itemCode}</span>
                {line.note && <span className="mt-1 block break-words">{`${t.note}${colon}${line.note}`}</span>}
              </th>
              {COLUMNS.map((column) => (
                <td key={column} className={`py-3 pl-4 ${column === 'amount' ? 'text-right font-semibold whitespace-nowrap' : ''}`}>
                  {line[column]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <ol className="mt-4 divide-y divide-stone/15 md:hidden print:hidden" data-quote-cards>
        {lines.map((line, index) => (
          <li key={line.id ?? index} className="py-4">
            <h3 className="font-semibold break-words">
              <span className="sr-only">{`${fill(t.lineOf, { index: index + 1, total: lines.length })}${colon}`}</span>
              {line.product} <span className="font-normal text-stone">{line.itemCode}</span>
            </h3>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {COLUMNS.map((column) => (
                <div key={column} className="contents">
                  <dt className="text-stone">{t[column]}</dt>
                  <dd className={`break-words ${column === 'amount' ? 'font-semibold' : ''}`}>{line[column]}</dd>
                </div>
              ))}
              {line.note && (
                <div className="contents">
                  <dt className="text-stone">{t.note}</dt>
                  <dd className="break-words">{line.note}</dd>
                </div>
              )}
            </dl>
          </li>
        ))}
      </ol>
    </>
  )
}
