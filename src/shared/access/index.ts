import type { Access, AccessArgs, FieldAccess } from 'payload'

/** Any signed-in administrator. The only auth collection is `users`, so a user is an administrator. */
export const isAdmin: Access = ({ req }) => Boolean(req.user)
export const isAdminField: FieldAccess = ({ req }) => Boolean(req.user)

export const anyone: Access = () => true
export const nobody: Access = () => false
export const nobodyField: FieldAccess = () => false

/** Rows whose status is Active. */
export const activeOnly: Access = () => ({ status: { equals: 'Active' } })

/**
 * Read access for what the public site shows. Administrators read everything.
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
