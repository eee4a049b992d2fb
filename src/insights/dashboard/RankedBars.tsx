import type { Ranked } from '../figures'
import type { InsightWords } from './text'

/**
 * A top list drawn as bars: each row is its words and its count as text (what a screen reader
 * reads, in order), with a bar as long as its share of the first; a swatch where the key is a colour.
 * `note`: what the list leaves out, under its title.
 */
export function RankedBars({ title, entries, words, figure, note }: { title: string; entries: Ranked[]; words: InsightWords; figure: string; note?: string }) {
  const max = Math.max(1, ...entries.map((entry) => entry.count))
  return (
    <section className="insights-card" data-insights-top={figure}>
      <h3 className="insights-card__title">{title}</h3>
      {note && <p className="insights-card__note">{note}</p>}
      {entries.length === 0 ? (
        <p className="insights-card__none">{words.none}</p>
      ) : (
        <ol className="insights-bars">
          {entries.map((entry) => (
            <li key={entry.key} className="insights-bars__row" data-key={entry.key} data-count={entry.count}>
              <span className="insights-bars__label">
                {entry.shadeHex ? <span aria-hidden className="insights-bars__swatch" style={{ background: entry.shadeHex }} /> : null}
                <span className="insights-bars__name">{entry.label ?? entry.key}</span>
                <span className="insights-bars__count">{words.count(entry.count)}</span>
              </span>
              <span aria-hidden className="insights-bars__track">
                <span className="insights-bars__bar" style={{ width: `${Math.max(2, (entry.count / max) * 100)}%` }} />
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
