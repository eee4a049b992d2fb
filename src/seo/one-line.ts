/**
 * An address typed on several lines, as one line (a street address is one line in structured data):
 * English lines joined with a comma (one already ending a line is kept, not doubled), Chinese lines
 * run on.
 */
export function oneLine(text: string): string {
  const lines = text
    .split(/\s*\n\s*/)
    .map((line) => line.replace(/[,，、]$/, ''))
    .filter(Boolean)
  return lines.reduce((joined, line) => (!joined ? line : /\p{Script=Han}$/u.test(joined) && /^\p{Script=Han}/u.test(line) ? joined + line : `${joined}, ${line}`), '')
}
