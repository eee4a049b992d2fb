import { APIError, type CollectionBeforeChangeHook, type CollectionBeforeDeleteHook, type PayloadRequest } from 'payload'
import { inAdminLanguage } from '../../shared/admin-label'

export const lastAdministratorMessage = {
  en: 'The site needs at least one administrator. Make another person an administrator first.',
  zh: '網站必須最少有一位管理員。請先將另一位員工設為管理員。',
} as const

/**
 * Administrators other than `id` who can sign in: one invited who has not yet chosen a password
 * (invitedAt set) cannot manage anything until then, and may never accept.
 */
async function otherAdministrators(req: PayloadRequest, id: number | string): Promise<number> {
  const { totalDocs } = await req.payload.count({
    collection: 'users',
    where: { and: [{ role: { equals: 'administrator' } }, { id: { not_equals: id } }, { invitedAt: { exists: false } }] },
    overrideAccess: true,
    req,
  })
  return totalDocs
}

const refuse = (req: PayloadRequest) => new APIError(inAdminLanguage(req, lastAdministratorMessage), 400, undefined, true)

/**
 * Someone must always be able to manage staff and settings: nobody at the
 * desk can make the last administrator an editor or remove them. The
 * system's own writes (no user: a restore, a script, a test's reset) are
 * not people's mistakes and are left alone.
 */
export const keepAnAdministrator: { beforeChange: CollectionBeforeChangeHook; beforeDelete: CollectionBeforeDeleteHook } = {
  beforeChange: async ({ data, originalDoc, operation, req }) => {
    if (!req.user || operation !== 'update' || originalDoc?.role !== 'administrator' || data.role === undefined || data.role === 'administrator') return data
    if ((await otherAdministrators(req, originalDoc.id)) === 0) throw refuse(req)
    return data
  },
  beforeDelete: async ({ id, req }) => {
    if (!req.user) return
    const doc = await req.payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true, req, select: { role: true } })
    if (doc.role === 'administrator' && (await otherAdministrators(req, id)) === 0) throw refuse(req)
  },
}
