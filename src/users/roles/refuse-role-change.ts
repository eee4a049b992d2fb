import { APIError, type CollectionBeforeOperationHook } from 'payload'
import { isAdministratorUser } from '../../shared/access'
import { inAdminLanguage } from '../../shared/admin-label'

export const roleChangeRefusedMessage = {
  en: 'Only an administrator can change a role.',
  zh: '只有管理員可以更改角色。',
} as const

/**
 * The role field's own access keeps an editor's change out without a word (Payload answers 200 with
 * the role as it was), so the editor would believe it done: a save that asks for another role is
 * refused whole, 403, with the reason (issue 50.14). Saving one's own record with the same role goes on.
 */
export const refuseRoleChange: CollectionBeforeOperationHook = async ({ operation, args, req }) => {
  if (operation !== 'update' || !req.user || isAdministratorUser(req.user)) return
  const wanted = (args.data as { role?: unknown } | undefined)?.role
  if (wanted === undefined) return
  const id = (args as { id?: number | string }).id
  const current = id === undefined ? undefined : (await req.payload.findByID({ collection: 'users', id, depth: 0, req, overrideAccess: true, disableErrors: true, select: { role: true } }))?.role
  if (id === undefined || wanted !== current) throw new APIError(inAdminLanguage(req, roleChangeRefusedMessage), 403, undefined, true)
}
