import type { PayloadRequest } from 'payload'
import { formatAdminURL } from 'payload/shared'
import type { StaffRole } from '../../shared/access'

/** What Payload gives auth.forgotPassword's generateEmailHTML and generateEmailSubject. */
type MailArgs = { req?: PayloadRequest; token?: string; user?: unknown }

/** How long an invitation's link works (a password reset's keeps Payload's hour). */
export const INVITATION_DAYS = 7
/** Where the invite endpoint tells the mail below that Payload's reset mail is an invitation (req.context). */
export const INVITATION = 'kinsenStaffInvitation'
export type Invitation = { inviter: string; role: StaffRole; brand: { en: string; zh: string } }

const invitationOf = (req: PayloadRequest) => req.context?.[INVITATION] as Invitation | undefined

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
  generateEmailSubject: (args?: MailArgs): string => {
    const invitation = args?.req && invitationOf(args.req)
    if (!invitation) return args?.req?.t('authentication:resetYourPassword') ?? 'Reset your password'
    return `${invitation.brand.en}: your staff account · ${invitation.brand.zh}：您的員工帳戶`
  },
  generateEmailHTML: (args?: MailArgs): string => {
    const { req, token } = args ?? {}
    if (!req || !token) return ''
    const link = escapeHtml(resetLink(req, token))
    const anchor = `<a href="${link}">${link}</a>`
    const invitation = invitationOf(req)
    if (!invitation) return `${req.t('authentication:youAreReceivingResetPassword')}\n    ${anchor}\n    ${req.t('authentication:youDidNotRequestPassword')}`
    const inviter = escapeHtml(invitation.inviter)
    const brand = { en: escapeHtml(invitation.brand.en), zh: escapeHtml(invitation.brand.zh) }
    const role = roleNames[invitation.role]
    const signIn = escapeHtml(formatAdminURL({ adminRoute: req.payload.config.routes.admin, path: '', serverURL: req.payload.config.serverURL }))
    return [
      `<p>${inviter} has invited you to run the ${brand.en} website as ${role.en}.</p>`,
      `<p>Choose your password here (the link works for ${INVITATION_DAYS} days):<br>${anchor}</p>`,
      `<p>Afterwards, sign in at <a href="${signIn}">${signIn}</a> with this e-mail address.</p>`,
      '<hr>',
      `<p>${inviter} 邀請您以${role.zh}身分管理${brand.zh}網站。</p>`,
      `<p>請按此連結設定您的密碼（連結於 ${INVITATION_DAYS} 天內有效）：<br>${anchor}</p>`,
      `<p>設定後，請以此電子郵件地址於 <a href="${signIn}">${signIn}</a> 登入。</p>`,
    ].join('\n')
  },
}
