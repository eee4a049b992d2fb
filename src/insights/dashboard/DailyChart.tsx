import type { InsightWords } from './text'

type Series = { name: string; values: number[]; colour: string }

const WIDTH = 720
const HEIGHT = 200
const PAD = { left: 36, right: 8, top: 10, bottom: 24 }

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
  const max = Math.max(1, ...series.flatMap((entry) => entry.values))
  const ticks = [0, Math.round(max / 2), max]
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
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-hidden="true" focusable="false" className="insights-chart__svg" preserveAspectRatio="none">
        {ticks.map((tick) => {
          const y = PAD.top + (1 - tick / max) * (HEIGHT - PAD.top - PAD.bottom)
          return (
            <g key={tick}>
              <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y} y2={y} className="insights-chart__grid" />
              <text x={PAD.left - 6} y={y + 4} textAnchor="end" className="insights-chart__tick">
                {tick}
              </text>
            </g>
          )
        })}
        {labelled.map((index, position) => (
          <text
            key={`${index}-${position}`}
            x={PAD.left + (days.length <= 1 ? 0 : (index / (days.length - 1)) * (WIDTH - PAD.left - PAD.right))}
            y={HEIGHT - 6}
            textAnchor={position === 0 ? 'start' : position === 2 ? 'end' : 'middle'}
            className="insights-chart__tick"
          >
            {days[index]}
          </text>
        ))}
        {series.map((entry) => (
          <polyline key={entry.name} points={points(entry.values, max)} fill="none" stroke={entry.colour} strokeWidth={2} vectorEffect="non-scaling-stroke" />
        ))}
      </svg>
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
