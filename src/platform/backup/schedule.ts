import type { Payload } from 'payload'
import { env } from '../../config/env.server'
import { createBackup, pruneBackups } from './create-backup'
import { listBackups } from './manifest'
import { sharedCounters } from '../limits/counters'

/** A day's claim lasts this long: the first node to count it makes the day's backup; a failed run is tried again by that node after RETRY_AFTER_MS. */
const SLOT_CLAIM_MS = 36 * 3_600_000
const RETRY_AFTER_MS = 3_600_000

/**
 * The day whose backup is due now, or undefined. Each day's backup is due from `time` (HH:MM, UTC)
 * until the next day's: a server that was down at that time backs up when it is next up, and one
 * started before that time, with yesterday's backup done, waits for it.
 */
export function dueDay(now: Date, time: string, latest: Date | undefined): string | undefined {
  const [hours, minutes] = time.split(':').map(Number) as [number, number]
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hours, minutes))
  if (now < start) start.setUTCDate(start.getUTCDate() - 1)
  if (latest && latest >= start) return undefined
  return start.toISOString().slice(0, 10)
}

let running = false
/** The jobs runner asks every second; the backups folder is looked at every ten. */
const LOOK_EVERY_MS = 10_000
let nextLook = 0
/** This node's last look: the day another node claimed, the day this one claimed, or the time after which a failed run may be tried again. */
let claimedElsewhere: string | undefined
let claimedHere: string | undefined
let retryAfter = 0

/**
 * Called by the jobs runner's tick (payload.config.ts): starts the day's backup when it is due. Of several
 * nodes the one that first counts the day's claim in the shared counters makes it; the others see the claim.
 * The backup runs beside the requests; the tick never waits for it.
 */
export function runScheduledBackup(payload: Payload, now = new Date()): void {
  const settings = env().backup
  if (settings.schedule === 'off' || running || now.getTime() < retryAfter || now.getTime() < nextLook) return
  nextLook = now.getTime() + LOOK_EVERY_MS
  const day = dueDay(now, settings.time, listBackups(settings.dir)[0]?.time)
  if (!day || day === claimedElsewhere) return
  running = true
  void (async () => {
    if (claimedHere !== day) {
      if ((await sharedCounters(payload).hit(`backup-day:${day}`, SLOT_CLAIM_MS)).count > 1) {
        claimedElsewhere = day
        return
      }
      claimedHere = day
    }
    const started = Date.now()
    try {
      const { path, manifest } = await createBackup(env(), settings.dir, now)
      const removed = pruneBackups(settings.dir, settings.keep, now)
      payload.logger.info({ msg: `Backup written to ${path}: ${manifest.totalBytes} bytes, ${manifest.files.length} files, verified, in ${Date.now() - started} ms${removed.length ? `; ${removed.length} older backup(s) removed` : ''}` })
    } catch (error) {
      payload.logger.error({ err: error, msg: 'The scheduled backup failed; it is tried again in an hour' })
      // The day stays this node's: it tries again, the others leave it.
      retryAfter = Date.now() + RETRY_AFTER_MS
    }
  })()
    .catch((error: unknown) => payload.logger.error({ err: error, msg: 'The scheduled backup could not start' }))
    .finally(() => {
      running = false
    })
}
