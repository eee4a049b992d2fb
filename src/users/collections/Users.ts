import { APIError, type CollectionConfig } from 'payload'
import { env } from '../../config/env.server'
import { isAdmin } from '../../shared/access'
import { adminGroups, label } from '../../shared/admin-label'
import { loginSchema } from '../schemas'
import { recordAuthFailure, recordAuthSuccess, throttleAuthOperations } from '../sign-in/auth-hooks'
import { answerVerifyWithoutVerification } from '../verify-email'

/** Administrators. Every signed-in user is an administrator (SPEC §6 shows no other role). */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: label('Administrator', '管理員'), plural: label('Administrators', '管理員') },
  admin: {
    useAsTitle: 'email',
    group: adminGroups.system,
    defaultColumns: ['email', 'name', 'updatedAt'],
  },
  auth: {
    // No per-account lock: a stranger could lock the real administrator out. Failed sign-ins are
    // throttled per address instead (src/users/sign-in/throttle.ts, through the hooks below).
    maxLoginAttempts: 0,
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
      throttleAuthOperations,
    ],
    afterError: [answerVerifyWithoutVerification, recordAuthFailure],
    afterLogin: [recordAuthSuccess],
  },
  fields: [{ name: 'name', label: label('Name', '姓名'), type: 'text' }],
}
