// The one-vs-two-node figures: bench/results/cluster.{json,md}
// and the README's subsection between its bench-cluster markers.
import fs from 'node:fs'
import path from 'node:path'
import { root } from '../../scripts/lib/build.mjs'

export const TWO_NODE_TARGET = 1.6

export function clusterMarkdown(results) {
  const lines = []
  if (results.loadAverageAtStart !== undefined) {
    // Figures from a busy machine say little: the load the run started and ended with is part of them.
    lines.push(`Load average (1 min) at the start and end of the run: ${results.loadAverageAtStart.toFixed(1)} and ${results.loadAverageAtEnd.toFixed(1)}.`, '')
  }
  if (results.nodeScaling) {
    const scaling = results.nodeScaling
    lines.push(`One node against two behind nginx, uncached list views, ${scaling.connections} connections, ${scaling.seconds} s each, on ${scaling.cpus} cores (${scaling.cpuModel}); requests per second:`, '')
    lines.push('| List view | 1 node | 2 nodes | 2 / 1 | p99 1 node | p99 2 nodes |', '|---|---:|---:|---:|---:|---:|')
    for (const view of scaling.views) {
      lines.push(`| ${view.label} (\`${view.path}\`) | ${view.oneNode.requestsPerSecond} | ${view.twoNodes.requestsPerSecond} | ${view.ratio.toFixed(2)} ${view.ratio >= TWO_NODE_TARGET ? '✓' : '✗'} | ${view.oneNode.p99Ms} ms | ${view.twoNodes.p99Ms} ms |`)
    }
    lines.push('')
  }
  return lines.join('\n')
}

export function writeClusterResults(results) {
  const dir = path.join(root, 'bench', 'results')
  fs.mkdirSync(dir, { recursive: true })
  fs.writeFileSync(path.join(dir, 'cluster.json'), `${JSON.stringify(results, null, 2)}\n`)
  const markdown = clusterMarkdown(results)
  fs.writeFileSync(path.join(dir, 'cluster.md'), `# Cluster benchmark (${results.finishedAt})\n\n${markdown}`)
  writeReadmeSection(markdown)
  return markdown
}

const START = '<!-- bench-cluster:start -->'
const END = '<!-- bench-cluster:end -->'

/** Puts the figures between the README's own markers of this benchmark (its subsection of Performance). */
export function writeReadmeSection(markdown) {
  const file = path.join(root, 'README.md')
  const text = fs.readFileSync(file, 'utf8')
  const start = text.indexOf(START)
  const end = text.indexOf(END)
  if (start < 0 || end < start) return
  fs.writeFileSync(file, `${text.slice(0, start + START.length)}\n${markdown}\n${text.slice(end)}`)
}
