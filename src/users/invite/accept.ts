import type { CollectionAfterLoginHook } from 'payload'

/**
 * An invited staff member's first sign-in (Payload signs them in when they choose their password on the
 * reset screen) ends the invitation: the list stops showing them as invited, and inviting their
 * address again answers that the account exists. Written as that person, under the collection's rule
 * that lets everyone update their own account.
 */
export const acceptInvitation: CollectionAfterLoginHook = async ({ req, user }) => {
  if (!user?.invitedAt) return user
  await req.payload.update({ collection: 'users', id: user.id, data: { invitedAt: null }, req, user: { ...user, collection: 'users' }, overrideAccess: false })
  return { ...user, invitedAt: null }
}
