// How long each HTTP and browser test file took (tests/timings.json, refreshed by
// `TEST_TIMINGS_UPDATE=1 npm test`): the server files run longest first (tests/helpers/
// longest-first-sequencer.ts), so that the workers that share them out end together.
import fs from 'node:fs'
import path from 'node:path'
import { root } from './build.mjs'

export const TIMINGS_FILE = path.join(root, 'tests', 'timings.json')

/** A file never measured: a browser file weighs like an average one, an HTTP file like a light one. */
const UNMEASURED_SECONDS = { e2e: 45, http: 12 }

/** @returns {{ files: Record<string, number> }} */
export function readTimings() {
  try {
    const timings = JSON.parse(fs.readFileSync(TIMINGS_FILE, 'utf8'))
    return { files: timings.files ?? {} }
  } catch {
    return { files: {} }
  }
}

/** @param {{ files: Record<string, number> }} timings */
export function writeTimings(timings) {
  const sorted = (record) => Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)).map(([key, seconds]) => [key, Math.round(seconds * 10) / 10]))
  fs.writeFileSync(TIMINGS_FILE, `${JSON.stringify({ files: sorted(timings.files) }, null, 2)}\n`)
}

/** A file's measured seconds; one never measured weighs as UNMEASURED_SECONDS says (other files nothing). @param {string} file @param {Record<string, number>} measured */
export function secondsOf(file, measured) {
  if (measured[file] !== undefined) return measured[file]
  if (file.startsWith('tests/e2e/')) return UNMEASURED_SECONDS.e2e
  return file.startsWith('tests/http/') ? UNMEASURED_SECONDS.http : 0
}
