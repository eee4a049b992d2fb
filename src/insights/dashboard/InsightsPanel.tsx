import { createLocalReq, type ServerProps } from 'payload'
import { isAdministratorUser } from '../../shared/access'
import { siteLocaleOfAdmin } from '../../shared/admin-label'
import { FIGURE_NAMES, parseRange, summarise, type FigureName } from '../figures'
import { DailyChart } from './DailyChart'
import { QuoteFigures } from './QuoteFigures'
import { RankedBars } from './RankedBars'
import { insightWords } from './text'
import './insights.css'

const firstOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/**
 * The dashboard's interest figures (issue 32), for administrators: product views and requests per
 * day, the top products, item codes, data sheets, searches (and those that found nothing) and
 * colours, for the last 90 days or the days chosen; each figure downloadable as CSV; and the quotes
 * sent and accepted per month (issue 51).
 */
export async function InsightsPanel(props: ServerProps) {
  const { payload, user, i18n, searchParams } = props
  if (!user || !isAdministratorUser(user)) return null
  const words = insightWords(i18n.language)
  const params = new URLSearchParams()
  const from = firstOf(searchParams?.insightsFrom)
  const to = firstOf(searchParams?.insightsTo)
  if (from) params.set('from', from)
  if (to) params.set('to', to)
  const range = parseRange(params) ?? parseRange(new URLSearchParams())!
  const req = await createLocalReq({ user }, payload)
  const summary = await summarise(req, range, siteLocaleOfAdmin(i18n.language))
  const total = (name: FigureName) => summary.perDay[name].reduce((sum, value) => sum + value, 0)
  const exportHref = (name: FigureName) => `/api/insights/export?${new URLSearchParams({ figure: name, from: range.from, to: range.to })}`

  return (
    <section className="insights" aria-labelledby="insights-title" data-insights>
      <h2 id="insights-title">{words.title}</h2>
      <p className="insights__intro">
        {words.intro} <strong>{words.range(range.from, range.to)}</strong>
      </p>
      {summary.demo && (
        <p className="insights__demo" data-insights-demo>
          {words.demo}
        </p>
      )}
      <form method="get" className="insights__range">
        <label>
          {words.from} <input type="date" name="insightsFrom" defaultValue={range.from} required />
        </label>
        <label>
          {words.to} <input type="date" name="insightsTo" defaultValue={range.to} required />
        </label>
        <button type="submit" className="btn btn--style-secondary btn--size-small">
          {words.show}
        </button>
      </form>

      {/* Two charts, each on its own scale: a day's requests are a handful beside its hundreds of views. */}
      <div className="insights__charts">
        <DailyChart days={summary.days} caption={words.viewsPerDay} words={words} series={[{ name: words.views, values: summary.perDay.views, colour: '#b08d57' }]} figure="views" />
        <DailyChart days={summary.days} caption={words.requestsPerDay} words={words} series={[{ name: words.requests, values: summary.perDay.requests, colour: '#2a6f97' }]} figure="requests" />
      </div>

      <div className="insights__grid">
        <RankedBars title={words.topProducts} entries={summary.top.products} words={words} figure="products" />
        <RankedBars title={words.topCodes} entries={summary.top.codes} words={words} figure="codes" />
        <RankedBars title={words.requestedColours} entries={summary.top.requestedCodes} words={words} figure="requested" />
        <RankedBars title={words.topDatasheets} entries={summary.top.datasheets} words={words} figure="datasheets" />
        <RankedBars title={words.topSearches} entries={summary.top.searches} words={words} figure="searches" note={words.searchesNote} />
        <RankedBars title={words.emptySearches} entries={summary.top.searchesEmpty} words={words} figure="searches-empty" note={words.searchesNote} />
        <RankedBars title={words.colourQueries} entries={summary.top.colours} words={words} figure="colours" />
        <RankedBars title={words.discontinuedCodes} entries={summary.top.discontinuedCodes} words={words} figure="discontinued-codes" note={words.discontinuedCodesNote} />
      </div>

      <section className="insights-card" aria-labelledby="insights-totals">
        <h3 id="insights-totals" className="insights-card__title">
          {words.totals}
        </h3>
        <table className="insights-totals">
          <tbody>
            {(Object.keys(FIGURE_NAMES) as FigureName[]).map((name) => (
              <tr key={name} data-insights-total={name} data-count={total(name)}>
                <th scope="row">{words.figures[name]}</th>
                <td>{total(name)}</td>
                <td>
                  <a href={exportHref(name)} download>
                    {words.export}
                    <span className="insights-sr-only"> — {words.figures[name]}</span>
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <QuoteFigures payload={payload} user={user} words={words} language={i18n.language} />
    </section>
  )
}
