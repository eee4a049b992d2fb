import type { PayloadRequest } from 'payload'
import { formatAdminURL } from 'payload/shared'
import type { StaffRole } from '../../shared/access'
import { mailedResetToken } from '../reset/keep-mailed-link'
import { brandNames } from './brand-names'

/** What Payload gives auth.forgotPassword's generateEmailHTML and generateEmailSubject. */
type MailArgs = { req?: PayloadRequest; token?: string; user?: unknown }

/** How long an invitation's link works (a password reset's keeps Payload's hour). */
export const INVITATION_DAYS = 7
/** Where the invite endpoint tells the mail below that Payload's reset mail is an invitation (req.context). */
export const INVITATION = 'kinsenStaffInvitation'
/** Who invited (unknown when the invitee asks for a reset of an open invitation), as what, to which brand. */
export type Invitation = { inviter?: string; role: StaffRole; brand: { en: string; zh: string } }

type InvitedAccount = { invitedAt?: string | null; role?: StaffRole }

/**
 * The invitation a mail carries: the one the invite endpoint sends, or, for a reset request on an account
 * whose invitation is still open, that invitation again (the link is the invitation's, kept by
 * src/users/reset), never a one-hour English reset.
 */
async function invitationOf(req: PayloadRequest, user: unknown): Promise<Invitation | undefined> {
  const sent = req.context?.[INVITATION] as Invitation | undefined
  if (sent) return sent
  const account = user as InvitedAccount | undefined
  if (!account?.invitedAt) return undefined
  return { role: account.role ?? 'editor', brand: await brandNames(req) }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

const roleNames: Record<StaffRole, { en: string; zh: string }> = {
  administrator: { en: 'an administrator', zh: '管理員' },
  editor: { en: 'an editor', zh: '編輯' },
}

/** The link of Payload's own reset screen, which sets the password and signs the person in. */
export function resetLink(req: PayloadRequest, token: string) {
  const { config } = req.payload
  return formatAdminURL({ adminRoute: config.routes.admin, path: `${config.admin.routes.reset}/${token}`, serverURL: config.serverURL })
}

/**
 * Payload's password-reset mail, which also carries a staff invitation: an invitation is a reset of an
 * account whose password nobody knows yet (src/users/invite/endpoint.ts). The invitee's language is not
 * known, so an invitation is written in both; a reset keeps Payload's own words in the admin's language.
 */
export const resetOrInvitationMail = {
  generateEmailSubject: async (args?: MailArgs): Promise<string> => {
    const invitation = args?.req && (await invitationOf(args.req, args.user))
    if (!invitation) return args?.req?.t('authentication:resetYourPassword') ?? 'Reset your password'
    return `${invitation.brand.en}: your staff account · ${invitation.brand.zh}：您的員工帳戶`
  },
  generateEmailHTML: async (args?: MailArgs): Promise<string> => {
    const { req, token, user } = args ?? {}
    if (!req || !token) return ''
    const link = escapeHtml(resetLink(req, mailedResetToken(req.context, token)))
    const anchor = `<a href="${link}">${link}</a>`
    const invitation = await invitationOf(req, user)
    if (!invitation) return `${req.t('authentication:youAreReceivingResetPassword')}\n    ${anchor}\n    ${req.t('authentication:youDidNotRequestPassword')}`
    const inviter = invitation.inviter ? escapeHtml(invitation.inviter) : undefined
    const brand = { en: escapeHtml(invitation.brand.en), zh: escapeHtml(invitation.brand.zh) }
    const role = roleNames[invitation.role]
    const signIn = escapeHtml(formatAdminURL({ adminRoute: req.payload.config.routes.admin, path: '', serverURL: req.payload.config.serverURL }))
    return [
      `<p>${inviter ? `${inviter} has invited you` : 'You have been invited'} to run the ${brand.en} website as ${role.en}.</p>`,
      `<p>Choose your password here (the link works for ${INVITATION_DAYS} days${inviter ? '' : ' from the invitation'}):<br>${anchor}</p>`,
      `<p>Afterwards, sign in at <a href="${signIn}">${signIn}</a> with this e-mail address.</p>`,
      '<hr>',
      `<p>${inviter ? `${inviter} 邀請您` : '您已獲邀'}以${role.zh}身分管理${brand.zh}網站。</p>`,
      `<p>請按此連結設定您的密碼（連結於${inviter ? '' : '邀請發出後'} ${INVITATION_DAYS} 天內有效）：<br>${anchor}</p>`,
      `<p>設定後，請以此電子郵件地址於 <a href="${signIn}">${signIn}</a> 登入。</p>`,
    ].join('\n')
  },
}
