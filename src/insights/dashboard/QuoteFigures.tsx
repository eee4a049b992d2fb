import type { Payload, TypedUser } from 'payload'
import { quoteMonths, quotesSince, lastMonths, type Money } from '../quote-months'
import type { InsightWords } from './text'

const monthLabel = (month: string, language: string) =>
  new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'zh-HK', { year: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${month}-15T00:00:00Z`))

/** An amount as the quotes print it: the currency's code, then the digits ("USD 1,234.50"). */
const moneyText = ({ currency, amount }: Money, language: string) =>
  `${currency} ${new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'zh-HK', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)}`

function Cell({ count, value, words, language }: { count: number; value: Money[]; words: InsightWords; language: string }) {
  return (
    <td data-count={count}>
      <strong>{words.quotes.count(count)}</strong>
      {value.map((money) => (
        <span key={money.currency} className="insights-quotes__money" data-currency={money.currency}>
          {moneyText(money, language)}
        </span>
      ))}
    </td>
  )
}

/**
 * The dashboard's quotes (issue 51): per month of the last six, the quotes sent and accepted and
 * their value per currency. Read on the server through the quotes' own read rule, as the person
 * looking (staff), by the collection's slug.
 */
export async function QuoteFigures({ payload, user, words, language, now = new Date() }: { payload: Payload; user: TypedUser; words: InsightWords; language: string; now?: Date }) {
  const { docs } = await payload.find({
    collection: 'quotes',
    where: quotesSince(lastMonths(now)[0]!),
    select: { sentAt: true, acceptedAt: true, totals: true },
    depth: 0,
    limit: 0,
    pagination: false,
    user,
    overrideAccess: false,
  })
  const months = quoteMonths(docs, now).reverse()
  return (
    <section className="insights-card insights-quotes" aria-labelledby="insights-quotes" data-insights-quotes>
      <h3 id="insights-quotes" className="insights-card__title">
        {words.quotes.title}
      </h3>
      <p className="insights-card__note">{words.quotes.intro}</p>
      <table className="insights-quotes__table">
        <thead>
          <tr>
            <th scope="col">{words.quotes.month}</th>
            <th scope="col">{words.quotes.sent}</th>
            <th scope="col">{words.quotes.accepted}</th>
          </tr>
        </thead>
        <tbody>
          {months.map((month) => (
            <tr key={month.month} data-month={month.month}>
              <th scope="row">{monthLabel(month.month, language)}</th>
              <Cell count={month.sent} value={month.sentValue} words={words} language={language} />
              <Cell count={month.accepted} value={month.acceptedValue} words={words} language={language} />
            </tr>
          ))}
        </tbody>
      </table>
      <p className="insights-quotes__open">
        <a href={`${payload.config.routes.admin}/collections/quotes`}>{words.quotes.open}</a>
      </p>
    </section>
  )
}
