// A self-signed certificate for the site's three hosts on this machine (the benchmark's and the
// tests' HTTPS), made by Debian's openssl once per folder.
import { installDebianPackages } from './debian-packages.mjs'
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

export const LOCAL_HOSTS = ['localhost', 'zh.localhost', 'cn.localhost']

/** @returns {{ certificate: string, key: string }} the PEM files' paths in `dir` */
export function selfSignedCertificate(dir, hosts = LOCAL_HOSTS) {
  const certificate = path.join(dir, 'certificate.pem')
  const key = path.join(dir, 'key.pem')
  if (fs.existsSync(certificate) && fs.existsSync(key)) return { certificate, key }
  fs.mkdirSync(dir, { recursive: true })
  ensureOpenssl()
  try {
    execFileSync(
      'openssl',
      [
        'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '3650',
        '-keyout', key, '-out', certificate, '-subj', `/CN=${hosts[0]}`, '-addext', `subjectAltName=${hosts.map((host) => `DNS:${host}`).join(',')}`,
      ],
      { stdio: 'pipe' },
    )
  } catch (error) {
    throw new Error(`Could not make a self-signed certificate in ${dir}: ${error}`)
  }
  return { certificate, key }
}

/** openssl from apt when it is missing and this process may install it (as for nginx and Chromium in the tests). */
function ensureOpenssl() {
  if (spawnSync('openssl', ['version']).status === 0) return
  installDebianPackages('openssl', ['openssl'])
}
