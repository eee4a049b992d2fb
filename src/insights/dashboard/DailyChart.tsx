import type { InsightWords } from './text'

type Series = { name: string; values: number[]; colour: string }

const WIDTH = 720
const HEIGHT = 200
// The SVG holds the plot only: its labels are HTML beside it (DailyChart).
const PAD = { left: 0, right: 0, top: 8, bottom: 8 }

const points = (values: number[], max: number) =>
  values
    .map((value, index) => {
      const x = PAD.left + (values.length <= 1 ? 0 : (index / (values.length - 1)) * (WIDTH - PAD.left - PAD.right))
      const y = PAD.top + (1 - value / max) * (HEIGHT - PAD.top - PAD.bottom)
      return `${x.toFixed(1)},${y.toFixed(1)}`
    })
    .join(' ')

/**
 * Lines per day drawn on the server as SVG (no charting script in the page), scaled to the
 * width it is given; the same figures follow in a table for screen readers.
 */
export function DailyChart({ days, series, words, caption, figure }: { days: string[]; series: Series[]; words: InsightWords; caption: string; figure: string }) {
  // An even top, so that the middle line is a whole number and stands where its label does.
  const highest = Math.max(2, ...series.flatMap((entry) => entry.values))
  const max = highest % 2 ? highest + 1 : highest
  const ticks = [0, max / 2, max]
  const labelled = [0, Math.floor((days.length - 1) / 2), days.length - 1]
  return (
    <figure className="insights-chart" data-insights-chart={figure}>
      <figcaption className="insights-chart__caption">
        {caption}
        <span className="insights-legend">
          {series.map((entry) => (
            <span key={entry.name} className="insights-legend__item">
              <span aria-hidden className="insights-legend__swatch" style={{ background: entry.colour }} />
              {entry.name}
            </span>
          ))}
        </span>
      </figcaption>
      {/* Lines only in the SVG, which stretches to any width; the labels are text beside it, never stretched. */}
      <div className="insights-chart__plot" aria-hidden="true">
        <span className="insights-chart__ticks">
          {[...ticks].reverse().map((tick) => (
            <span key={tick}>{tick}</span>
          ))}
        </span>
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} focusable="false" className="insights-chart__svg" preserveAspectRatio="none">
          {ticks.map((tick) => {
            const y = PAD.top + (1 - tick / max) * (HEIGHT - PAD.top - PAD.bottom)
            return <line key={tick} x1={0} x2={WIDTH} y1={y} y2={y} className="insights-chart__grid" />
          })}
          {series.map((entry) => (
            <polyline key={entry.name} points={points(entry.values, max)} fill="none" stroke={entry.colour} strokeWidth={2} vectorEffect="non-scaling-stroke" />
          ))}
        </svg>
        <span className="insights-chart__days">
          {labelled.map((index, position) => (
            <span key={`${index}-${position}`}>{days[index]}</span>
          ))}
        </span>
      </div>
      <table className="insights-sr-only">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{words.day}</th>
            {series.map((entry) => (
              <th key={entry.name} scope="col">
                {entry.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((day, index) => (
            <tr key={day}>
              <th scope="row">{day}</th>
              {series.map((entry) => (
                <td key={entry.name}>{entry.values[index]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
