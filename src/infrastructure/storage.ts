import { S3Client } from '@aws-sdk/client-s3'
import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'
import type { AppEnv } from '../config/env.server'

/**
 * Files go to DATA_DIR/media unless S3_BUCKET is set. The plugin is always
 * registered (disabled without S3) with alwaysInsertFields, so the database
 * schema, and therefore the committed migrations, are the same either way.
 */
export function storagePlugin(config: AppEnv): Plugin {
  const s3 = config.s3
  return s3Storage({
    enabled: Boolean(s3),
    alwaysInsertFields: true,
    collections: { media: true },
    bucket: s3?.bucket ?? 'unused',
    // The plugin keeps one client per key for the whole process: keyed by bucket alone, a process
    // that configures a second site (the tests' workers, file after file) would reach the first one's server.
    clientCacheKey: `s3:${s3?.endpoint ?? 'aws'}:${s3?.bucket ?? 'unused'}`,
    config: {
      endpoint: s3?.endpoint,
      region: s3?.region ?? 'us-east-1',
      forcePathStyle: s3?.forcePathStyle ?? true,
      credentials: { accessKeyId: s3?.accessKeyId ?? 'unused', secretAccessKey: s3?.secretAccessKey ?? 'unused' },
      // Plain checksums keep every S3-compatible server working, not only AWS.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    },
  })
}

/** A client of the media bucket, configured as the storage plugin's (also used by the storage cleanup, the readiness probe and the backups). */
export function mediaBucketClient(s3: NonNullable<AppEnv['s3']>): S3Client {
  return new S3Client({
    endpoint: s3.endpoint,
    region: s3.region ?? 'us-east-1',
    forcePathStyle: s3.forcePathStyle ?? true,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
}
