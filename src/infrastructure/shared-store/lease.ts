import crypto from 'node:crypto'
import os from 'node:os'
import type { Payload } from 'payload'
import { sharedStore } from './shared-store'

/** This process, as a lease holder: its host, its process id and a random part, unique across nodes and restarts. */
export const thisNode = `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists, it belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Whether a lease holder is a process of this host that no longer runs: a
 * node that crashed or was killed before releasing its lease, and restarted
 * here. Its lease would otherwise hold the work back until it ran out (five
 * minutes for the mail queue). A holder on another host, or whose process
 * still runs (or whose id a new process took since), is left to its lease.
 */
export function isStoppedHolderOfThisHost(holder: string, host = os.hostname()): boolean {
  const match = /^(.*):(\d+):[0-9a-f]+$/.exec(holder)
  if (!match || match[1] !== host) return false
  const pid = Number(match[2])
  return pid !== process.pid && !isRunning(pid)
}

/**
 * Runs `work` only while this node holds the named lease, so scheduled work
 * runs on one node at a time; `renew` extends the lease between steps of a
 * long run. Returns false, without running it, while another node holds it.
 * A lease left by a stopped process of this host is taken over at once.
 * The lease excludes other holders only: a node runs one such run at a time
 * itself (the contact queue's `running` flag).
 */
export async function withLease(
  payload: Payload,
  name: string,
  ttlMs: number,
  work: (renew: () => Promise<void>) => Promise<void>,
  holder = thisNode,
): Promise<boolean> {
  const store = sharedStore(payload)
  if (!(await store.acquireLease(name, holder, ttlMs))) {
    const current = await store.leaseHolder(name)
    if (!current || !isStoppedHolderOfThisHost(current) || !(await store.takeOverLease(name, current, holder, ttlMs))) return false
  }
  const renew = async () => {
    if (!(await store.acquireLease(name, holder, ttlMs))) throw new Error(`The ${name} lease passed to another node during a run`)
  }
  try {
    await work(renew)
  } finally {
    await store.releaseLease(name, holder)
  }
  return true
}
