import { APIError, type CollectionConfig } from 'payload'
import { env } from '../../config/env.server'
import { isAdmin } from '../../shared/access'
import { label } from '../../shared/admin-label'
import { loginSchema } from '../schemas'

export const MAX_LOGIN_ATTEMPTS = 5
export const LOCK_TIME_MS = 15 * 60 * 1000

/** Administrators. Every signed-in user is an administrator (SPEC §6 shows no other role). */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: label('Administrator', '管理員'), plural: label('Administrators', '管理員') },
  admin: {
    useAsTitle: 'email',
    group: label('System', '系統'),
    defaultColumns: ['email', 'name', 'updatedAt'],
  },
  auth: {
    maxLoginAttempts: MAX_LOGIN_ATTEMPTS,
    lockTime: LOCK_TIME_MS,
    tokenExpiration: 8 * 60 * 60,
    cookies: { secure: env().secureCookies, sameSite: 'Lax' },
  },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin, unlock: isAdmin },
  hooks: {
    beforeOperation: [
      ({ operation, args }) => {
        if (operation !== 'login') return
        const parsed = loginSchema.safeParse(args.data ?? {})
        if (!parsed.success) throw new APIError(parsed.error.issues[0]!.message, 400, undefined, true)
      },
    ],
  },
  fields: [{ name: 'name', label: label('Name', '姓名'), type: 'text' }],
}
