import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import nodemailer from 'nodemailer'
import type { EmailAdapter } from 'payload'
import type { AppEnv } from '../config/env.server'

/**
 * SMTP through nodemailer when SMTP_URL is set. Without it Payload's console
 * adapter only logs; callers check `mailConfigured` so that a logged message is
 * never recorded as sent.
 */
export function emailAdapter(config: AppEnv): Promise<EmailAdapter> | undefined {
  if (!config.mail) return undefined
  return nodemailerAdapter({
    defaultFromAddress: config.mail.from,
    defaultFromName: 'Website',
    skipVerify: true,
    transport: nodemailer.createTransport(config.mail.smtpUrl),
  })
}

export function mailConfigured(config: AppEnv): boolean {
  return Boolean(config.mail)
}
