import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * `npm run bench` is run by hand, rarely, and no test started it: once a helper it imports moved
 * (freePort, to scripts/lib/free-port.mjs), it failed at its first line and nobody knew until the
 * next benchmark. Each of its modules is loaded here by Node itself (Vitest's own loader turns a
 * missing named import into undefined instead of refusing it), so a broken import fails the unit
 * tests. The entry points (bench/run.mjs, bench/cluster.mjs) start the benchmark when loaded; what
 * they import is checked by name.
 */
const benchDir = path.join(process.cwd(), 'bench')
const libModules = fs.readdirSync(path.join(benchDir, 'lib')).filter((name) => name.endsWith('.mjs'))

/** The modules Node refuses to load, each with its error's first line. */
function unloadable(files: string[]): Record<string, string> {
  const script = `
    const failures = {}
    for (const file of ${JSON.stringify(files.map((file) => pathToFileURL(file).href))}) {
      try { await import(file) } catch (error) { failures[file.split('/bench/')[1]] = String(error).split('\\n')[0] }
    }
    console.log(JSON.stringify(failures))`
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 60_000 })
  return JSON.parse(run.stdout.trim().split('\n').at(-1) ?? 'null') as Record<string, string>
}

describe('the benchmark modules', () => {
  it('load in Node, every one of bench/lib', () => {
    expect(libModules.length).toBeGreaterThan(10)
    expect(unloadable(libModules.map((name) => path.join(benchDir, 'lib', name)))).toEqual({})
  })

  it('give the entry points every name they import', () => {
    for (const entry of ['run.mjs', 'cluster.mjs', 'catalogue-latency.mjs']) {
      const source = fs.readFileSync(path.join(benchDir, entry), 'utf8')
      for (const [, names, from] of source.matchAll(/import \{([^}]+)\} from '(\.[^']+)'/g)) {
        const file = path.resolve(benchDir, from!)
        const exported = fs.readFileSync(file, 'utf8')
        for (const name of names!.split(',').map((each) => each.trim().split(/\s+as\s+/)[0]!).filter(Boolean)) {
          expect(exported, `${entry} imports ${name} from ${from}`).toMatch(new RegExp(`export (async )?(function|const|let|class) ${name}\\b|export \\{[^}]*\\b${name}\\b`))
        }
      }
    }
  })
})
