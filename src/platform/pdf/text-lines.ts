import type { PDFFont } from 'pdf-lib'
import { chinesePhrases } from '../../shared/text/chinese-phrases'

/** Pieces between which a line may break: between Chinese words (as on the site) and after spaces. */
function breakableRuns(paragraph: string): string[] {
  return chinesePhrases(paragraph).flatMap((run) => run.split(/(?<=\s)/u))
}

/** A piece wider than the line on its own is cut where the edge falls. */
function splitToWidth(piece: string, fits: (text: string) => boolean): string[] {
  const lines: string[] = []
  let line = ''
  for (const character of Array.from(piece)) {
    if (line && !fits(line + character)) {
      lines.push(line)
      line = ''
    }
    line += character
  }
  return line ? [...lines, line] : lines
}

/** The text as lines no wider than `width` at `size`, keeping the author's line breaks. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (candidate: string) => font.widthOfTextAtSize(candidate.trimEnd(), size) <= width
  const lines: string[] = []
  for (const paragraph of text.split(/\r?\n/)) {
    let line = ''
    for (const run of breakableRuns(paragraph)) {
      if (fits(line + run)) {
        line += run
        continue
      }
      if (line) lines.push(line.trimEnd())
      const pieces = fits(run) ? [run] : splitToWidth(run, fits)
      lines.push(...pieces.slice(0, -1))
      line = (pieces.at(-1) ?? '').trimStart()
    }
    lines.push(line.trimEnd())
  }
  return lines
}
