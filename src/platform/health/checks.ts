import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { DeleteObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3'
import config from '@payload-config'
import { getPayload, type Where } from 'payload'
import { env } from '../../config/env.server'
import { redisConnection } from '../../infrastructure/redis-connection.mjs'
import { mediaBucketClient } from '../../infrastructure/storage'
import { OUTBOX_QUEUE } from '../outbox/queue'
import { boundedCheck, CheckFailure, type CheckResult } from './bounded'

/** A due job still waiting this long past its time means no node runs the queue. */
export const DUE_JOB_LIMIT_MS = 10 * 60_000
/** A job marked running this long was left by a runner that died. */
export const RUNNING_JOB_LIMIT_MS = 15 * 60_000

/** A trivial query through the app's own connection pool. */
const database = boundedCheck(async () => {
  const payload = await getPayload({ config })
  await payload.count({ collection: 'users', overrideAccess: true })
})

/** A probe name the storage cleanup never lists (it skips names starting with a dot). */
const probeName = () => `.readyz-${crypto.randomBytes(6).toString('hex')}`

/** Write and remove a small file where uploads go, as an upload would (Payload creates the folder when missing). */
const disk = boundedCheck(async () => {
  const folder = path.join(env().dataDir, 'media')
  await fs.mkdir(folder, { recursive: true })
  const file = path.join(folder, probeName())
  await fs.writeFile(file, 'readyz')
  await fs.rm(file)
})

let bucket: ReturnType<typeof mediaBucketClient> | undefined
const s3 = boundedCheck(async (abortSignal) => {
  const settings = env().s3!
  bucket ??= mediaBucketClient(settings)
  const Key = probeName()
  await bucket.send(new PutObjectCommand({ Bucket: settings.bucket, Key, Body: 'readyz' }), { abortSignal })
  await bucket.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key }), { abortSignal })
})

const storage = () => (env().s3 ? s3() : disk())

const open: Where[] = [{ queue: { equals: OUTBOX_QUEUE } }, { completedAt: { exists: false } }, { hasError: { not_equals: true } }]

/** The outbox (mail of messages and requests) moves: nothing long overdue, nothing left running. */
const jobs = boundedCheck(async () => {
  const payload = await getPayload({ config })
  const now = Date.now()
  const dueBefore = new Date(now - DUE_JOB_LIMIT_MS).toISOString()
  const runningSince = new Date(now - RUNNING_JOB_LIMIT_MS).toISOString()
  const [overdue, leftRunning] = await Promise.all([
    payload.count({
      collection: 'payload-jobs',
      overrideAccess: true,
      where: {
        and: [
          ...open,
          { processing: { not_equals: true } },
          // A job queued to run at once has no waitUntil: it is due from its creation.
          { or: [{ waitUntil: { less_than: dueBefore } }, { and: [{ waitUntil: { exists: false } }, { createdAt: { less_than: dueBefore } }] }] },
        ],
      },
    }),
    payload.count({ collection: 'payload-jobs', overrideAccess: true, where: { and: [...open, { processing: { equals: true } }, { updatedAt: { less_than: runningSince } }] } }),
  ])
  const problems = [
    overdue.totalDocs > 0 ? `${overdue.totalDocs} due job(s) waiting over ${DUE_JOB_LIMIT_MS / 60_000} minutes` : '',
    leftRunning.totalDocs > 0 ? `${leftRunning.totalDocs} job(s) running for over ${RUNNING_JOB_LIMIT_MS / 60_000} minutes` : '',
  ].filter(Boolean)
  if (problems.length > 0) throw new CheckFailure(problems.join('; '))
})

/** A PING on the process's one connection (which fails at once while Redis is away). */
const redisPing = boundedCheck(async () => {
  const { client, connected } = redisConnection(env().sharedRedis!.url)
  await connected
  await client.ping()
})

/** Redis only when the site is configured with it. */
const redis = (): Promise<CheckResult> => (env().sharedRedis ? redisPing() : Promise.resolve({ status: 'skipped', ms: 0, reason: 'not configured' }))

export const readinessChecks = { database, storage, jobs, redis }
