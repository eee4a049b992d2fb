// The temporary folder of a test run: in memory (/dev/shm) where the machine has one with room.
// Every test file's uploads and backups, the PostgreSQL cluster and Chromium's profiles live under it.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const TMPFS_MAGIC = 0x01021994
/** Enough for a run's databases and files several times over. */
const ROOM_NEEDED = 4 * 1024 ** 3

/** A fresh folder in /dev/shm, or undefined where there is none (or no room): the OS temp folder is used then. */
export function memoryTempDir() {
  try {
    const stats = fs.statfsSync('/dev/shm')
    if (stats.type !== TMPFS_MAGIC || stats.bavail * stats.bsize < ROOM_NEEDED) return undefined
    const dir = fs.mkdtempSync(path.join('/dev/shm', 'site-tests-'))
    // Open to every user as /tmp is: the PostgreSQL cluster's server may run as nobody (decision 024).
    fs.chmodSync(dir, 0o1777)
    return dir
  } catch {
    return undefined
  }
}

/** The folder temporary files go to from now on, in this process and those it starts. */
export function switchTempDir(dir) {
  process.env.TMPDIR = dir
  return os.tmpdir()
}
