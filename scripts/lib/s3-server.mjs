// An S3-protocol server for the local cluster: s3rver (the one the storage
// tests use), files in a scratch folder, one bucket for the site's media.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export const LOCAL_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

/** @param {{ port: number, bucket: string }} options */
export async function startS3Server({ port, bucket }) {
  // A development dependency: the local cluster is a tool of the development install.
  const { default: S3rver } = await import('s3rver')
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'cluster-s3-'))
  const server = new S3rver({ port, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] })
  await server.run()
  return {
    endpoint: `http://127.0.0.1:${port}`,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: LOCAL_S3_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: LOCAL_S3_CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      await server.close()
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}
