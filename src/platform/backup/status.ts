import fs from 'node:fs'
import path from 'node:path'
import type { AppEnv } from '../../config/env.server'
import { FAILURE_FILE } from './create-backup'
import { type BackupManifest, listBackups, readManifest } from './manifest'

/** A backup older than this is reported on the dashboard: a daily schedule missed two days. */
const STALE_AFTER_MS = 48 * 3_600_000

export type BackupOverview = {
  latest?: { time: Date; manifest: BackupManifest }
  count: number
  /** The last attempt's failure, while no later attempt succeeded. */
  failure?: { at: Date; reason: string }
  stale: boolean
}

/** What the dashboard says about backups, read from the backup folder. */
export function backupOverview(settings: AppEnv['backup'], now = Date.now()): BackupOverview {
  const backups = listBackups(settings.dir)
  const newest = backups[0]
  let failure: BackupOverview['failure']
  try {
    const recorded = JSON.parse(fs.readFileSync(path.join(settings.dir, FAILURE_FILE), 'utf8')) as { at: string; reason: string }
    failure = { at: new Date(recorded.at), reason: recorded.reason }
  } catch {
    failure = undefined
  }
  return {
    latest: newest ? { time: newest.time, manifest: readManifest(newest.path) } : undefined,
    count: backups.length,
    failure,
    stale: newest ? now - newest.time.getTime() > STALE_AFTER_MS : false,
  }
}
