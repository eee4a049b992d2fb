import type { Access, AccessArgs, FieldAccess } from 'payload'

/**
 * Who works in the back-office (src/users): an administrator runs everything;
 * an editor runs the content, translations, requests and messages, but not
 * the staff accounts, the general settings, the storage cleanup or the
 * imports that replace data.
 */
export const STAFF_ROLES = ['administrator', 'editor'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

type WithUser = { req: { user?: unknown } }
const roleOf = (user: unknown): StaffRole | undefined =>
  typeof user === 'object' && user !== null && 'role' in user && (user.role === 'administrator' || user.role === 'editor') ? user.role : undefined

/** Whether this signed-in user is an administrator (an account without a role, from before roles, is not). */
export const isAdministratorUser = (user: unknown): boolean => roleOf(user) === 'administrator'

/** Whether this signed-in user holds one of the staff roles (an account of any other role reads, and writes nothing). */
export const isStaffUser = (user: unknown): boolean => roleOf(user) !== undefined

/** A member of staff, administrator or editor: the content and the day's work. */
export const isStaff: Access = ({ req }: WithUser) => isStaffUser(req.user)
export const isStaffField: FieldAccess = ({ req }: WithUser) => isStaffUser(req.user)

/** An administrator only. */
export const isAdministrator: Access = ({ req }: WithUser) => isAdministratorUser(req.user)
export const isAdministratorField: FieldAccess = ({ req }: WithUser) => isAdministratorUser(req.user)

export const anyone: Access = () => true
export const nobody: Access = () => false
export const nobodyField: FieldAccess = () => false

/** Rows whose status is Active. */
export const activeOnly: Access = () => ({ status: { equals: 'Active' } })

/**
 * Read access for what the public site shows. Staff read everything.
 * The site reads on its own server through the Local API (no user,
 * `overrideAccess: false`) and sees what `visitorsSee` allows. Anyone else,
 * i.e. an anonymous REST call, is refused (403): no page uses the generic
 * API, so it is not open to visitors. With `files: true` the files of an
 * upload collection (GET /api/<slug>/file/<name>, which Payload checks with
 * `isReadingStaticFile`) are served to anyone under the same rule.
 */
export const readBySiteOrAdmin =
  (visitorsSee: Access = anyone, { files = false }: { files?: boolean } = {}): Access =>
  (args: AccessArgs) => {
    if (args.req.user) return true
    const fromSite = args.req.payloadAPI === 'local' || (files && args.isReadingStaticFile === true)
    return fromSite ? visitorsSee(args) : false
  }
