import crypto from 'node:crypto'
import os from 'node:os'
import type { Payload } from 'payload'
import { sharedStore } from './shared-store'

/** This process, as a lease holder: unique across nodes and restarts. */
export const thisNode = `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`

/**
 * Runs `work` only while this node holds the named lease, so scheduled work
 * runs on one node at a time; `renew` extends the lease between steps of a
 * long run. Returns false, without running it, while another node holds it.
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
  if (!(await store.acquireLease(name, holder, ttlMs))) return false
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
