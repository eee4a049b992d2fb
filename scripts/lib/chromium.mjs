// Debian's Chromium drives the end-to-end tests; no browser is ever downloaded.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export function ensureChromium() {
  if (fs.existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH
  if (process.getuid?.() !== 0) {
    throw new Error(`Chromium is missing at ${CHROMIUM_PATH}: install the Debian package "chromium" (or set CHROMIUM_PATH)`)
  }
  console.log('Installing Chromium from apt…')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-noto-cjk'], { stdio: 'inherit', env })
  return CHROMIUM_PATH
}
