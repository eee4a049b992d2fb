import type { Access, FieldAccess } from 'payload'

/** Any signed-in administrator. The only auth collection is `users`, so a user is an administrator. */
export const isAdmin: Access = ({ req }) => Boolean(req.user)
export const isAdminField: FieldAccess = ({ req }) => Boolean(req.user)

export const anyone: Access = () => true
export const nobody: Access = () => false
export const nobodyField: FieldAccess = () => false

/** Administrators see everything; visitors only rows whose status is Active. */
export const activeOrAdmin: Access = ({ req }) => {
  if (req.user) return true
  return { status: { equals: 'Active' } }
}
