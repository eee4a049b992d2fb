import crypto from 'node:crypto'
import { ValidationError, type Endpoint } from 'payload'
import { adminT, type KinsenKey } from '../../admin/i18n/translations'
import { env } from '../../config/env.server'
import { allowedBy } from '../../shared/access/rules'
import { fieldErrors, json, readJson } from '../../shared/http/respond'
import { staffInviteSchema } from '../schemas'
import { brandNames } from './brand-names'
import { INVITATION, INVITATION_DAYS, resetLink, type Invitation } from './invitation-mail'

/**
 * POST /api/users/invite {email, name, role}: an administrator invites a staff member. The account is
 * made with a password nobody knows, through the Users collection's own create rule, and Payload's
 * forgot-password operation mails them a link to choose theirs (Payload's reset screen), valid for
 * 7 days, in a mail that reads as an invitation (invitation-mail.ts). Inviting an address whose
 * invitation is still open sends a new link. Answers in the administrator's language.
 *
 * Without a mail server (no SMTP_URL) nothing is e-mailed and the answer says so: it carries the
 * link for the administrator to pass on, once (issue 50.12); it is nowhere else, not in the log.
 */
export const inviteStaffEndpoint: Endpoint = {
  path: '/invite',
  method: 'post',
  handler: async (req) => {
    const t = adminT(req.i18n)
    if (!(await allowedBy(req, 'users', 'create'))) {
      return req.user ? json(403, { error: t('kinsen:staffInviteNotAllowed') }) : json(401, { error: t('kinsen:staffInviteSignIn') })
    }
    const parsed = staffInviteSchema.safeParse((await readJson(req)) ?? {})
    if (!parsed.success) {
      const errors = Object.fromEntries(Object.entries(fieldErrors(parsed.error)).map(([field, key]) => [field, t(key as KinsenKey)]))
      return json(400, { error: Object.values(errors)[0], errors })
    }
    const { email, name, role } = parsed.data
    const invitedAt = new Date().toISOString()
    const exists = () => json(409, { error: t('kinsen:staffInviteExists'), errors: { email: t('kinsen:staffInviteExists') } })
    const existing = (await req.payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1, depth: 0, req, overrideAccess: false })).docs[0]
    if (existing && !existing.invitedAt) return exists()
    let id = existing?.id
    if (!existing) {
      try {
        // A long random password that is never told to anyone: the account opens only through the mailed link.
        const created = await req.payload.create({ collection: 'users', data: { email, name, role, invitedAt, password: crypto.randomBytes(32).toString('base64url') }, req, overrideAccess: false })
        id = created.id
      } catch (error) {
        // Made by someone else in the meantime: the unique e-mail refuses the second.
        if (error instanceof ValidationError) return exists()
        throw error
      }
    }
    const invitation: Invitation = { inviter: String(req.user?.name || req.user?.email || ''), role: existing?.role ?? role, brand: await brandNames(req) }
    const mailed = Boolean(env().mail)
    let token: string | null
    try {
      // A request of the server's own (not the administrator's REST call): Payload's reset limits per
      // address (src/users/sign-in) are for strangers asking for resets, not for invitations.
      token = await req.payload.forgotPassword({
        collection: 'users',
        data: { email },
        expiration: INVITATION_DAYS * 24 * 60 * 60 * 1000,
        disableEmail: !mailed,
        context: { [INVITATION]: invitation },
        req: { user: req.user, i18n: req.i18n },
      })
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      req.payload.logger.error({ err: error, msg: `Staff invitation to ${email} not e-mailed` })
      return json(502, { error: t('kinsen:staffInviteMailFailed', { email, reason }), doc: { id, email } })
    }
    // Payload answers no token only for an account it cannot find: removed since it was read above.
    if (!token) return json(404, { error: t('kinsen:staffInviteNotFound', { email }) })
    // An open invitation sent again: the list shows when the link now mailed was sent.
    if (existing) await req.payload.update({ collection: 'users', id: existing.id, data: { invitedAt }, req, overrideAccess: false })
    if (!mailed) return json(existing ? 200 : 201, { message: t('kinsen:staffInviteNoMail', { email }), link: resetLink(req, token), doc: { id, email } })
    return json(existing ? 200 : 201, { message: t(existing ? 'kinsen:staffInviteResent' : 'kinsen:staffInviteSent', { email }), doc: { id, email } })
  },
}
