import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { embeddedPostgres } from '../platform/database/embedded-location.mjs'

/**
 * The one place that reads process.env. Every variable the app understands is
 * declared here (and in .env.example); a wrong value stops the process with a
 * message naming the variable instead of failing later in some request.
 */
const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional()

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  SITE_URL: optionalString.pipe(z.url({ message: 'SITE_URL must be an absolute URL' }).optional()),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// (leave it empty for the embedded PostgreSQL in DATA_DIR)')
      .optional(),
  ),
  PAYLOAD_SECRET: optionalString.pipe(
    z.string().min(32, 'PAYLOAD_SECRET must be at least 32 characters').optional(),
  ),
  ADMIN_EMAIL: optionalString.pipe(z.email('ADMIN_EMAIL must be an e-mail address').optional()),
  ADMIN_PASSWORD: optionalString.pipe(
    z.string().min(12, 'ADMIN_PASSWORD must be at least 12 characters').optional(),
  ),
  SMTP_URL: optionalString.pipe(
    z.string().regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://').optional(),
  ),
  MAIL_FROM: optionalString.pipe(z.string().optional()),
  // Contact messages that cannot be sent are retried: first after this delay, then twice as long each time.
  MAIL_RETRY_FIRST_DELAY_MS: z.coerce.number().int().min(100, 'MAIL_RETRY_FIRST_DELAY_MS must be at least 100').default(30_000),
  MAIL_RETRY_MAX_DELAY_MS: z.coerce.number().int().min(100, 'MAIL_RETRY_MAX_DELAY_MS must be at least 100').default(3_600_000),
  MAIL_RETRY_GIVE_UP_AFTER_HOURS: z.coerce.number().positive('MAIL_RETRY_GIVE_UP_AFTER_HOURS must be more than 0').default(72),
  // The buyer's copy of a request goes to an address nobody has confirmed: at most this many new addresses an hour get one.
  REQUEST_COPY_NEW_ADDRESSES_PER_HOUR: z.coerce.number().int().min(0, 'REQUEST_COPY_NEW_ADDRESSES_PER_HOUR must be 0 or more').default(30),
  // How long a shared cache (the nginx in front, a CDN) may serve an uploaded file without asking the app:
  // the longest a file of content deactivated since stays public there.
  SHARED_FILE_CACHE_SECONDS: z.coerce
    .number()
    .int('SHARED_FILE_CACHE_SECONDS must be a whole number of seconds')
    .min(0, 'SHARED_FILE_CACHE_SECONDS must be 0 or more')
    .max(86_400, 'SHARED_FILE_CACHE_SECONDS must be at most 86400 (a day)')
    .default(60),
  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalString.pipe(z.url({ message: 'S3_ENDPOINT must be a URL' }).optional()),
  S3_REGION: z.string().trim().default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  JOBS_AUTORUN: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  // Off only for load tests of the write paths (npm run bench), which would otherwise meet the limiter by design.
  PUBLIC_WRITE_LIMITS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  // Pages rendered per request (a list with a query, /search, the colour finder with a colour) one visitor may ask
  // for a minute, counted by each app process (src/platform/limits/uncached-views.ts); 0 turns the limit off (the benchmark).
  UNCACHED_VIEWS_PER_MINUTE: z.coerce
    .number()
    .int('UNCACHED_VIEWS_PER_MINUTE must be a whole number')
    .min(0, 'UNCACHED_VIEWS_PER_MINUTE must be 0 (no limit) or more')
    .default(300),
  // The Redis (or Valkey) every node shares for pages, limits and leases (several nodes; decision 012). Also read by
  // the page cache handler (src/infrastructure/cache/redis-cache-handler.mjs), which cannot import this file.
  REDIS_URL: optionalString.pipe(z.string().regex(/^rediss?:\/\/.+/, 'REDIS_URL must start with redis:// or rediss://').optional()),
  VALKEY_URL: optionalString.pipe(z.string().regex(/^(rediss?|valkeys?):\/\/.+/, 'VALKEY_URL must start with redis://, rediss://, valkey:// or valkeys://').optional()),
  // Names this site's keys in a Redis shared with other sites.
  CACHE_KEY_PREFIX: optionalString.pipe(z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, 'CACHE_KEY_PREFIX must be 1 to 64 letters, digits, dots, hyphens or underscores').optional()),
  // Read by the production server (scripts/serve.mjs), which takes the client's address from the socket
  // unless proxies are trusted; declared here so a wrong value is reported with the others.
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(/^(true|false|[0-9])?$/i, 'TRUST_PROXY must be true, false or the number of proxies in front of the app')
    .default('false'),
  // Read by the production server (scripts/serve.mjs): one JSON line per request on stdout
  // (scripts/lib/request-log.mjs); declared here so a wrong value is reported with the others.
  LOG_REQUESTS: z.enum(['true', 'false'], { message: 'LOG_REQUESTS must be true or false' }).default('true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Backups (src/platform/backup): a verified snapshot of the database and the stored files every day
  // at BACKUP_TIME (UTC), kept under BACKUP_DIR: the last BACKUP_KEEP_DAILY days, then one a week
  // for BACKUP_KEEP_WEEKLY weeks and one a month for BACKUP_KEEP_MONTHLY months.
  BACKUP_SCHEDULE: z.enum(['daily', 'off'], { message: 'BACKUP_SCHEDULE must be daily or off' }).default('daily'),
  BACKUP_TIME: z
    .string()
    .trim()
    .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'BACKUP_TIME must be a time of day like 03:00 (UTC)')
    .default('03:00'),
  BACKUP_DIR: optionalString,
  BACKUP_KEEP_DAILY: z.coerce.number().int().min(1, 'BACKUP_KEEP_DAILY must be at least 1').default(7),
  BACKUP_KEEP_WEEKLY: z.coerce.number().int().min(0, 'BACKUP_KEEP_WEEKLY must be 0 or more').default(4),
  BACKUP_KEEP_MONTHLY: z.coerce.number().int().min(0, 'BACKUP_KEEP_MONTHLY must be 0 or more').default(6),
})

export type AppEnv = ReturnType<typeof loadEnv>

function formatIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n')
}

/** Reads a secret from DATA_DIR, creating it once, so a zero-config install keeps its sessions across restarts. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, '.payload-secret')
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch {
    fs.mkdirSync(dataDir, { recursive: true })
    const secret = crypto.randomBytes(32).toString('hex')
    fs.writeFileSync(file, secret, { mode: 0o600 })
    return secret
  }
}

export function loadEnv(source: Record<string, string | undefined> = process.env) {
  const parsed = envSchema.safeParse(source)
  if (!parsed.success) {
    throw new Error(`Invalid environment configuration:\n${formatIssues(parsed.error)}`)
  }
  const raw = parsed.data
  const dataDir = path.resolve(raw.DATA_DIR)
  const siteUrl = (raw.SITE_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, '')

  if (raw.MAIL_RETRY_MAX_DELAY_MS < raw.MAIL_RETRY_FIRST_DELAY_MS) {
    throw new Error(
      'Invalid environment configuration:\n  MAIL_RETRY_MAX_DELAY_MS must not be less than MAIL_RETRY_FIRST_DELAY_MS',
    )
  }

  const s3Parts = [raw.S3_BUCKET, raw.S3_ACCESS_KEY_ID, raw.S3_SECRET_ACCESS_KEY]
  if (raw.S3_BUCKET && s3Parts.some((part) => !part)) {
    throw new Error(
      'Invalid environment configuration:\n  S3_BUCKET is set, so S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required too',
    )
  }

  const redisUrl = raw.REDIS_URL ?? raw.VALKEY_URL
  return {
    nodeEnv: raw.NODE_ENV,
    isProduction: raw.NODE_ENV === 'production',
    port: raw.PORT,
    siteUrl,
    dataDir,
    // Without DATABASE_URL: the embedded server of DATA_DIR, which npm start (and every command that
    // needs the database) starts before the app (scripts/lib/embedded-postgres.mjs, decision 024).
    database: raw.DATABASE_URL ? { url: raw.DATABASE_URL, embedded: false } : { url: embeddedPostgres(dataDir).url, embedded: true },
    payloadSecret: raw.PAYLOAD_SECRET ?? persistentSecret(dataDir),
    admin: { email: raw.ADMIN_EMAIL, password: raw.ADMIN_PASSWORD },
    mail: raw.SMTP_URL
      ? { smtpUrl: raw.SMTP_URL, from: raw.MAIL_FROM ?? `no-reply@${new URL(siteUrl).hostname}` }
      : undefined,
    mailRetry: {
      firstDelayMs: raw.MAIL_RETRY_FIRST_DELAY_MS,
      maxDelayMs: raw.MAIL_RETRY_MAX_DELAY_MS,
      giveUpAfterMs: Math.round(raw.MAIL_RETRY_GIVE_UP_AFTER_HOURS * 3_600_000),
    },
    requestCopyNewAddressesPerHour: raw.REQUEST_COPY_NEW_ADDRESSES_PER_HOUR,
    sharedFileCacheSeconds: raw.SHARED_FILE_CACHE_SECONDS,
    s3: raw.S3_BUCKET
      ? {
          bucket: raw.S3_BUCKET,
          endpoint: raw.S3_ENDPOINT,
          region: raw.S3_REGION,
          accessKeyId: raw.S3_ACCESS_KEY_ID as string,
          secretAccessKey: raw.S3_SECRET_ACCESS_KEY as string,
          forcePathStyle: raw.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    backup: {
      schedule: raw.BACKUP_SCHEDULE,
      time: raw.BACKUP_TIME,
      dir: raw.BACKUP_DIR ? path.resolve(raw.BACKUP_DIR) : path.join(dataDir, 'backups'),
      keep: { daily: raw.BACKUP_KEEP_DAILY, weekly: raw.BACKUP_KEEP_WEEKLY, monthly: raw.BACKUP_KEEP_MONTHLY },
    },
    seedDemo: raw.SEED_DEMO,
    jobsAutoRun: raw.JOBS_AUTORUN,
    logLevel: raw.LOG_LEVEL,
    publicWriteLimits: raw.PUBLIC_WRITE_LIMITS,
    uncachedViewsPerMinute: raw.UNCACHED_VIEWS_PER_MINUTE,
    /** The shared Redis (or Valkey), when several nodes run; none for one node. */
    sharedRedis: redisUrl ? { url: redisUrl, keyPrefix: raw.CACHE_KEY_PREFIX ?? 'kinsen' } : undefined,
    /** Cookies are marked Secure whenever the public origin is HTTPS. */
    secureCookies: siteUrl.startsWith('https://'),
  }
}

let cached: AppEnv | undefined
export function env(): AppEnv {
  cached ??= loadEnv()
  return cached
}
