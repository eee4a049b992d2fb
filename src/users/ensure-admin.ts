import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import type { AppEnv } from '../config/env.server'

const DEFAULT_ADMIN_EMAIL = 'admin@example.com'
const CREDENTIALS_FILE = 'admin-credentials.txt'

type AdminLogin = { email: string; password?: string; source: 'environment' | 'generated' | 'existing' }

function readCredentialsFile(file: string): { email: string; password: string } | undefined {
  try {
    const text = fs.readFileSync(file, 'utf8')
    const email = /^email:\s*(.+)$/m.exec(text)?.[1]?.trim()
    const password = /^password:\s*(.+)$/m.exec(text)?.[1]?.trim()
    return email && password ? { email, password } : undefined
  } catch {
    return undefined
  }
}

/**
 * Creates the first administrator on an empty database: from ADMIN_EMAIL and
 * ADMIN_PASSWORD, or with a generated password written (owner-only) to
 * DATA_DIR/admin-credentials.txt. There is never a fixed default password.
 */
export async function ensureAdmin(payload: Payload, config: AppEnv): Promise<AdminLogin> {
  const file = path.join(config.dataDir, CREDENTIALS_FILE)
  const { totalDocs } = await payload.count({ collection: 'users' })
  if (totalDocs > 0) {
    const saved = readCredentialsFile(file)
    if (config.admin.email) return { email: config.admin.email, source: 'existing' }
    return saved ? { ...saved, source: 'existing' } : { email: DEFAULT_ADMIN_EMAIL, source: 'existing' }
  }
  const email = config.admin.email ?? DEFAULT_ADMIN_EMAIL
  const fromEnvironment = config.admin.password
  const password = fromEnvironment ?? crypto.randomBytes(15).toString('base64url')
  await payload.create({ collection: 'users', data: { email, password, name: 'Administrator', role: 'administrator' } })
  if (fromEnvironment) return { email, source: 'environment' }
  fs.mkdirSync(config.dataDir, { recursive: true })
  fs.writeFileSync(
    file,
    `# First administrator, created ${new Date().toISOString()}. Change the password in /admin, then delete this file.\nemail: ${email}\npassword: ${password}\n`,
    { mode: 0o600 },
  )
  return { email, password, source: 'generated' }
}
