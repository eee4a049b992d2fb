// What the tests use from Debian (Chromium, nginx, Redis, openssl, qpdf), installed with apt when
// it is missing and this process is root (a fresh CI machine); otherwise the missing packages are named.
import { execFileSync, spawnSync } from 'node:child_process'

/**
 * @param {string} what the program's name, for the messages
 * @param {string[]} packages the Debian packages that bring it
 * @param {string} [hint] how else to provide it (an environment variable naming the binary)
 */
export function installDebianPackages(what, packages, hint = '') {
  if (process.getuid?.() !== 0) throw new Error(`${what} is missing: install the Debian package${packages.length > 1 ? 's' : ''} ${packages.join(' ')}${hint ? ` (${hint})` : ''}`)
  console.log(`Installing ${what} from apt…`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { stdio: 'inherit', env })
}

/** qpdf: the upload tests build encrypted PDFs with it (tests/helpers/fixtures.ts). */
export function ensureQpdf() {
  if (spawnSync('qpdf', ['--version']).status === 0) return
  installDebianPackages('qpdf', ['qpdf'])
}
