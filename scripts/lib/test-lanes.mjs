// The lanes of `npm test`: the server files (HTTP and browser) split between lanes that run side
// by side, each lane with a server and a database of its own (tests/helpers/server-setup.ts).
// A browser test spends much of its time waiting for a page or an animation while one core
// idles; two lanes keep both cores of a CI runner busy.
//
// The split is by each file's measured seconds (tests/timings.json, refreshed by
// `TEST_TIMINGS_UPDATE=1 npm test`): longest first, each to the lane that is free earliest.
import fs from 'node:fs'
import path from 'node:path'
import { root } from './build.mjs'

export const TIMINGS_FILE = path.join(root, 'tests', 'timings.json')

/** A file never measured: a browser file weighs like an average one, an HTTP file like a light one. */
const UNMEASURED_SECONDS = { e2e: 45, http: 12 }

/** @returns {{ files: Record<string, number>, passes: Record<string, number> }} */
export function readTimings() {
  try {
    const timings = JSON.parse(fs.readFileSync(TIMINGS_FILE, 'utf8'))
    return { files: timings.files ?? {}, passes: timings.passes ?? {} }
  } catch {
    return { files: {}, passes: {} }
  }
}

/** @param {{ files: Record<string, number>, passes: Record<string, number> }} timings */
export function writeTimings(timings) {
  const sorted = (record) => Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)).map(([key, seconds]) => [key, Math.round(seconds * 10) / 10]))
  fs.writeFileSync(TIMINGS_FILE, `${JSON.stringify({ files: sorted(timings.files), passes: sorted(timings.passes) }, null, 2)}\n`)
}

/** The HTTP and browser test files, relative to the repository. */
export function serverTestFiles() {
  return ['http', 'e2e'].flatMap((folder) =>
    fs
      .readdirSync(path.join(root, 'tests', folder))
      .filter((name) => name.endsWith('.test.ts'))
      .sort()
      .map((name) => `tests/${folder}/${name}`),
  )
}

/** @param {string} file @param {Record<string, number>} measured */
export function secondsOf(file, measured) {
  return measured[file] ?? (file.startsWith('tests/e2e/') ? UNMEASURED_SECONDS.e2e : UNMEASURED_SECONDS.http)
}

/**
 * Longest first, each file to the lane with the least work so far; `startLoads` is the work a
 * lane already has before its files (another pass it runs first).
 * @param {string[]} files
 * @param {number[]} startLoads one entry per lane
 * @param {Record<string, number>} measured
 * @returns {string[][]}
 */
export function splitIntoLanes(files, startLoads, measured) {
  const lanes = startLoads.map((load) => ({ load, files: /** @type {string[]} */ ([]) }))
  const heaviestFirst = [...files].sort((a, b) => secondsOf(b, measured) - secondsOf(a, measured) || a.localeCompare(b))
  for (const file of heaviestFirst) {
    const lightest = lanes.reduce((best, lane) => (lane.load < best.load ? lane : best))
    lightest.files.push(file)
    lightest.load += secondsOf(file, measured)
  }
  return lanes.map((lane) => lane.files.sort())
}
