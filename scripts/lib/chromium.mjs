// Debian's Chromium drives the end-to-end tests; no browser is ever downloaded.
import fs from 'node:fs'
import { installDebianPackages } from './debian-packages.mjs'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export function ensureChromium() {
  if (fs.existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH
  installDebianPackages('Chromium', ['chromium', 'fonts-noto-cjk'], 'or set CHROMIUM_PATH')
  return CHROMIUM_PATH
}
