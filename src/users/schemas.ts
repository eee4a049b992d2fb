import { z } from 'zod'
import { tooLongMessage } from '../shared/validation/length'

/** The longest e-mail address there can be (RFC 5321: 64 + @ + 255). */
const MAX_EMAIL_LENGTH = 320

const authMessages = {
  credentialsRequired: 'You must provide either an email or phone number and a password',
  emailTooLong: tooLongMessage('Email', MAX_EMAIL_LENGTH),
  emailCharacters: 'Email cannot contain control characters',
} as const

/** Sign-in needs an identifier (this site signs administrators in by e-mail) and a password. */
export const loginSchema = z.object({
  email: z
    .string({ error: authMessages.credentialsRequired })
    .trim()
    .min(1, authMessages.credentialsRequired)
    .max(MAX_EMAIL_LENGTH, authMessages.emailTooLong)
    // The address is looked up in the database, and PostgreSQL fails on a NUL character.
    .regex(/^[^\p{Cc}]*$/u, authMessages.emailCharacters),
  password: z.string({ error: authMessages.credentialsRequired }).min(1, authMessages.credentialsRequired),
})

/** The longest name of a staff member. */
export const MAX_STAFF_NAME_LENGTH = 100

/**
 * An administrator's invitation of a staff member (src/users/invite). Its messages are the admin's
 * own words (`kinsen:` keys), read in the administrator's language by the form and the server alike.
 */
export const staffInviteSchema = z.object({
  email: z
    .string({ error: 'kinsen:staffInviteInvalidEmail' })
    .trim()
    .toLowerCase()
    .max(MAX_EMAIL_LENGTH, 'kinsen:staffInviteInvalidEmail')
    .pipe(z.email({ error: 'kinsen:staffInviteInvalidEmail' })),
  name: z.string({ error: 'kinsen:staffInviteNameTooLong' }).trim().max(MAX_STAFF_NAME_LENGTH, 'kinsen:staffInviteNameTooLong').optional().default(''),
  role: z.enum(['administrator', 'editor'], { error: 'kinsen:staffInviteInvalidRole' }),
}, { error: 'kinsen:staffInviteFailed' })

export type StaffInvite = z.infer<typeof staffInviteSchema>
