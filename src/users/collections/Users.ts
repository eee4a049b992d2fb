import { APIError, type CollectionConfig } from 'payload'
import { env } from '../../config/env.server'
import { isAdministrator, isAdministratorField, isAdministratorUser, isStaff } from '../../shared/access'
import { adminGroups, bilingual, label } from '../../shared/admin-label'
import { keepAnAdministrator } from '../roles/keep-an-administrator'
import { refuseRoleChange } from '../roles/refuse-role-change'
import { loginSchema, MAX_STAFF_NAME_LENGTH } from '../schemas'
import { recordAuthFailure, recordAuthSuccess, throttleAuthOperations } from '../sign-in/auth-hooks'
import { answerVerifyWithoutVerification } from '../verify-email'
import { acceptInvitation } from '../invite/accept'
import { inviteStaffEndpoint } from '../invite/endpoint'
import { resetOrInvitationMail } from '../invite/invitation-mail'
import { answerKeptResetToken, keepMailedResetLink } from '../reset/keep-mailed-link'

/**
 * The people at the desk, each with their own account: administrators run
 * everything, editors the content and the day's work (src/shared/access).
 * An administrator invites (src/users/invite) and removes staff; anyone changes their own name and
 * password; only an administrator changes a role, and the last
 * administrator can be neither removed nor made an editor.
 */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: label('Staff member', '員工'), plural: label('Staff', '員工') },
  admin: {
    useAsTitle: 'email',
    group: adminGroups.system,
    defaultColumns: ['email', 'name', 'role', 'invitedAt', 'updatedAt'],
    // An administrator invites; an editor is told why the list is read-only for them.
    components: {
      beforeListTable: ['/users/invite/InviteStaff#InviteStaff', '/admin/AdministratorsOnlyNotice#StaffReadOnlyNotice'],
      // The invitation is the one way to add a person: no 'Create New' beside it.
      views: { list: { Component: '/admin/lists/InviteOnlyListView#InviteOnlyListView' } },
    },
  },
  auth: {
    // No per-account lock: a stranger could lock the real administrator out. Failed sign-ins are
    // throttled per address instead (src/users/sign-in/throttle.ts, through the hooks below).
    maxLoginAttempts: 0,
    tokenExpiration: 8 * 60 * 60,
    cookies: { secure: env().secureCookies, sameSite: 'Lax' },
    // The reset mail also carries invitations (src/users/invite); its expiration stays Payload's hour,
    // the invitation asks for 7 days itself. Every request is mailed (Payload's 15-second interval
    // answered "Success" and sent nothing), the same link while it is valid (src/users/reset), within
    // the reset limits (src/users/sign-in/throttle.ts).
    forgotPassword: { ...resetOrInvitationMail, minRequestInterval: 0 },
  },
  endpoints: [inviteStaffEndpoint],
  access: {
    read: isStaff,
    create: isAdministrator,
    // One's own account (name, password), or anyone's for an administrator.
    update: ({ req }) => (isAdministratorUser(req.user) ? true : req.user ? { id: { equals: req.user.id } } : false),
    delete: isAdministrator,
    unlock: isAdministrator,
  },
  hooks: {
    beforeOperation: [
      ({ operation, args }) => {
        if (operation !== 'login') return
        const parsed = loginSchema.safeParse(args.data ?? {})
        if (!parsed.success) throw new APIError(parsed.error.issues[0]!.message, 400, undefined, true)
      },
      throttleAuthOperations,
      refuseRoleChange,
    ],
    beforeChange: [keepAnAdministrator.beforeChange, keepMailedResetLink],
    afterOperation: [answerKeptResetToken],
    beforeDelete: [keepAnAdministrator.beforeDelete],
    afterError: [answerVerifyWithoutVerification, recordAuthFailure],
    afterLogin: [recordAuthSuccess, acceptInvitation],
  },
  fields: [
    {
      name: 'newAccountTitle',
      type: 'ui',
      admin: { disableListColumn: true, components: { Field: { path: '/admin/FormHeading#NewRecordTitle', clientProps: { create: { en: 'Add a staff member', zh: '新增員工' } } } } },
    },
    { name: 'name', label: label('Name', '姓名'), type: 'text', maxLength: MAX_STAFF_NAME_LENGTH },
    {
      name: 'invitedAt',
      label: label('Invited, not yet signed in', '已邀請，尚未登入'),
      type: 'date',
      admin: {
        readOnly: true,
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        description: bilingual('When the invitation was sent. Cleared once they have chosen their password.', '邀請的發送時間；對方設定密碼後即會清除。'),
      },
    },
    {
      name: 'role',
      label: label('Role', '角色'),
      type: 'select',
      required: true,
      defaultValue: 'editor',
      options: [
        { value: 'administrator', label: label('Administrator', '管理員') },
        { value: 'editor', label: label('Editor', '編輯') },
      ],
      // An editor cannot make themselves an administrator: the value is kept as it was.
      access: { create: isAdministratorField, update: isAdministratorField },
      admin: {
        position: 'sidebar',
        description: bilingual(
          'Administrators run everything. Editors run products, the gallery, news, translations, requests and messages, but not staff accounts, the general settings, the storage cleanup or the item-code import.',
          '管理員可管理所有內容。編輯可管理產品、資源庫、新聞、翻譯、查詢及訊息，但不可管理員工帳戶、一般設定、清理儲存空間或貨品編號匯入。',
        ),
      },
    },
  ],
}
