import { z } from 'zod'

export const authMessages = {
  credentialsRequired: 'You must provide either an email or phone number and a password',
} as const

/** Sign-in needs an identifier (this site signs administrators in by e-mail) and a password. */
export const loginSchema = z.object({
  email: z.string({ error: authMessages.credentialsRequired }).trim().min(1, authMessages.credentialsRequired),
  password: z.string({ error: authMessages.credentialsRequired }).min(1, authMessages.credentialsRequired),
})
