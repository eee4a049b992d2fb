import type { Payload } from 'payload'
import { createTestDatabase, type TestDatabase } from './databases'

export type TestPayload = { payload: Payload; database: TestDatabase; close(): Promise<void> }

/**
 * A Payload instance on a fresh, migrated database. The environment is set
 * before the config is imported because the config reads it once.
 */
export async function startTestPayload(
  label: string,
  extraEnv: Record<string, string> = {},
  /** Runs on the new database before Payload opens its first connection (e.g. per-database settings). */
  beforeConnect?: (database: TestDatabase) => Promise<void>,
): Promise<TestPayload> {
  const database = await createTestDatabase(label)
  await beforeConnect?.(database)
  process.env.DATA_DIR = database.dataDir
  process.env.PAYLOAD_SECRET = 'test-secret-of-at-least-thirty-two-characters'
  process.env.SITE_URL = 'http://localhost:3999'
  process.env.LOG_LEVEL = 'warn'
  process.env.DATABASE_URL = database.databaseUrl
  delete process.env.S3_BUCKET
  delete process.env.SMTP_URL
  Object.assign(process.env, extraEnv)
  const [{ getPayload }, { default: config }, { applyMigrations }] = await Promise.all([
    import('payload'),
    import('../../src/payload.config'),
    import('../../src/infrastructure/migrate'),
  ])
  // A key of its own: in a worker that runs several files (isolate: false), getPayload would
  // otherwise hand back the instance an earlier file started (and destroyed) on its database.
  const payload = await getPayload({ config, key: database.dataDir })
  await applyMigrations(payload)
  return {
    payload,
    database,
    close: async () => {
      await payload.destroy()
      await database.drop()
    },
  }
}
