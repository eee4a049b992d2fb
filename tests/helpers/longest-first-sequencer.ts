import path from 'node:path'
import { BaseSequencer, type TestSpecification } from 'vitest/node'
import { readTimings, secondsOf } from '../../scripts/lib/test-timings.mjs'

/**
 * Vitest's order, but within a project the longest files first by their measured seconds
 * (tests/timings.json): the server files' workers each take the next file as they become free, so
 * a long file started last would leave one worker running it alone at the end of the run.
 * (Vitest's own order by duration needs a cache a clean checkout does not have.)
 */
export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const measured = readTimings().files
    const root = this.ctx.config.root
    const seconds = (file: TestSpecification) => secondsOf(path.relative(root, file.moduleId).split(path.sep).join('/'), measured)
    return [...files].sort(
      (a, b) =>
        a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder ||
        a.project.name.localeCompare(b.project.name) ||
        seconds(b) - seconds(a) ||
        a.moduleId.localeCompare(b.moduleId),
    )
  }
}
