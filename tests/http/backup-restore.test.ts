import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { root } from '../../scripts/lib/build.mjs'
import { makeJpeg } from '../helpers/fixtures'
import { getWithHost } from '../helpers/http'
import { OWN_SITE_ADMIN, type OwnSite, startOwnSite } from '../helpers/own-site'

/**
 * Issue 29: the running site makes its day's backup by itself (BACKUP_SCHEDULE=daily), the
 * dashboard says so, and `npm run restore` of that backup into an empty DATA_DIR gives a site
 * that starts and shows the same pages and files.
 */
const run = Date.now().toString(36)
const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-backups-'))
const restoredDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-restored-'))
let original: OwnSite
let restored: OwnSite | undefined
let token: string
let pictureFile: string

async function signIn(site: OwnSite): Promise<string> {
  const response = await fetch(`${site.url}/api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(OWN_SITE_ADMIN) })
  expect(response.status).toBe(200)
  return ((await response.json()) as { token: string }).token
}

beforeAll(async () => {
  original = await startOwnSite('backup', { BACKUP_SCHEDULE: 'off', BACKUP_DIR: backupDir })
  token = await signIn(original)
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(await makeJpeg(640, 480))], { type: 'image/jpeg' }), `backup-${run}.jpg`)
  form.append('_payload', JSON.stringify({ alt: `Gold cone ${run}` }))
  const upload = await fetch(`${original.url}/api/media`, { method: 'POST', body: form, headers: { Authorization: `JWT ${token}` } })
  expect(upload.status).toBe(201)
  const media = ((await upload.json()) as { doc: { id: number; filename: string } }).doc
  pictureFile = media.filename
  const product = await original.api('/api/products', { method: 'POST', admin: true, body: JSON.stringify({ name: `Royal Gold ${run}`, slug: `royal-gold-${run}`, status: 'Active', description: 'A bright gold thread.', image: media.id }) })
  expect(product.status).toBe(201)
  const id = (product.body.doc as { id: number }).id
  expect((await original.api(`/api/products/${id}?locale=zh-Hant`, { method: 'PATCH', admin: true, body: JSON.stringify({ name: `御品金線 ${run}` }) })).status).toBe(200)
  expect((await original.api('/api/item-codes', { method: 'POST', admin: true, body: JSON.stringify({ product: id, itemCode: `RG-${run}`, shadeHex: '#C9A227' }) })).status).toBe(201)
  // The schedule switched on: a site without a backup makes one at its next jobs tick.
  await original.restart({ BACKUP_SCHEDULE: 'daily', BACKUP_TIME: '00:00' })
}, 180_000)

afterAll(async () => {
  await restored?.stop()
  await original?.stop()
  fs.rmSync(backupDir, { recursive: true, force: true })
})

/** The one complete backup in the backup folder, once its manifest is written. */
async function theBackup(): Promise<string> {
  await expect.poll(() => fs.readdirSync(backupDir).filter((name) => fs.existsSync(path.join(backupDir, name, 'manifest.json'))).length, { timeout: 60_000, interval: 500 }).toBe(1)
  const name = fs.readdirSync(backupDir).find((entry) => fs.existsSync(path.join(backupDir, entry, 'manifest.json')))!
  return path.join(backupDir, name)
}

/** Where two pages first differ, with some text around it; '' when they are the same. */
function firstDifference(found: string, expected: string): string {
  if (found === expected) return ''
  let index = 0
  while (found[index] === expected[index]) index += 1
  return `at ${index}: …${found.slice(Math.max(0, index - 120), index + 120)}… instead of …${expected.slice(Math.max(0, index - 120), index + 120)}…`
}

/** npm run restore, as an operator runs it (the command the build compiled), into another DATA_DIR. */
function restoreCommand(backup: string, dataDir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts', 'run-compiled.mjs'), 'restore', backup], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, DATABASE_URL: '', PAYLOAD_SECRET: '', S3_BUCKET: '' },
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.once('exit', (code) => resolve({ code, output }))
  })
}

/**
 * What a page shows: its text, and the addresses of its links and pictures, with the site's own
 * address (the only difference between the two sites) taken out. Not the HTML as sent: the order
 * in which a streamed page's parts arrive may differ from one rendering to the next.
 */
const pageText = async (site: OwnSite, address: string, host = new URL(site.url).host) => {
  const response = await getWithHost(site.url, address, host)
  expect(response.status, address).toBe(200)
  const html = response.text.replaceAll(site.url, 'http://site').replaceAll(new URL(site.url).host, 'site').replace(/<(script|style)\b[\s\S]*?<\/\1>/g, '')
  const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim()
  const addresses = [...html.matchAll(/\b(?:href|src)="([^"]*)"/g)].map(([, value]) => value).sort()
  return `${text}\n${addresses.join('\n')}`
}

describe('backups of a running site', () => {
  it('are made by the site at the scheduled time, verified, and shown on the dashboard', async () => {
    const backup = await theBackup()
    const manifest = JSON.parse(fs.readFileSync(path.join(backup, 'manifest.json'), 'utf8')) as { verified: boolean; files: { name: string }[]; tables: Record<string, number> }
    expect(manifest.verified).toBe(true)
    expect(manifest.files.map((file) => file.name)).toContain(pictureFile)
    expect(manifest.tables.item_codes).toBe(1)
    // As a browser opens the dashboard: the session cookie, on a navigation of the site's own.
    const dashboard = await fetch(`${original.url}/admin`, { headers: { Cookie: `payload-token=${await signIn(original)}`, 'Sec-Fetch-Site': 'none' } })
    const html = await dashboard.text()
    expect(html).toMatch(/Last backup: \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC, [\d.]+ (KB|MB), \d+ files, verified\./)
    expect(html).toContain('1 backup is kept so far (daily for 7 days, then weekly and monthly).')
  })

  it('restore with npm run restore into an empty DATA_DIR, as a site that shows the same pages and files', async () => {
    const backup = await theBackup()
    const result = await restoreCommand(backup, restoredDir)
    expect(result.output).toContain(`Restored ${backup}`)
    expect(result.code).toBe(0)
    // A second restore into the same folder is refused: it is no longer empty.
    const again = await restoreCommand(backup, restoredDir)
    expect(again.code).toBe(1)
    expect(again.output).toContain('The database to restore into is not empty')

    restored = await startOwnSite('restored', { BACKUP_SCHEDULE: 'off' }, { dataDir: restoredDir })
    for (const address of ['/', '/products', `/products/royal-gold-${run}`, `/search?q=Royal%20Gold%20${run}`]) {
      expect(firstDifference(await pageText(restored, address), await pageText(original, address)), address).toBe('')
    }
    const zhHost = (site: OwnSite) => `zh.${new URL(site.url).host}`
    expect(await pageText(restored, `/products/royal-gold-${run}`, zhHost(restored))).toContain(`御品金線 ${run}`)
    const picture = async (site: OwnSite) => Buffer.from(await (await fetch(`${site.url}/api/media/file/${pictureFile}`)).arrayBuffer())
    expect((await picture(restored)).equals(await picture(original))).toBe(true)
    // The administrator signs in to the restored site with the same password.
    expect((await signIn(restored)).length).toBeGreaterThan(20)
  })
})
