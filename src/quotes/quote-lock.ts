import type { PayloadRequest } from 'payload'
import { ensureLockRows, holdWriteLock } from '../shared/locks/write-lock'

/**
 * The quotes of one number (Q-2026-0042 and its revisions) change one action at a time: sending a
 * revision, accepting, revising. Each action reads the quote again after taking the lock, in its
 * transaction, so two clicks, or a buyer accepting while the owner sends a revision, never both win.
 */
const rule = (number: string) => `quote:${number}`

/** Made before the action's transaction (write-lock.ts explains why). */
export const prepareQuoteLock = (req: PayloadRequest, number: string) => ensureLockRows(req.payload, [rule(number)])

export const holdQuoteLock = (req: PayloadRequest, number: string) => holdWriteLock(req, rule(number))
