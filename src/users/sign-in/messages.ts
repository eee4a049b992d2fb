import type { PayloadRequest } from 'payload'
import { wordsFor } from '../../shared/admin-label'

const messages = {
  en: {
    tooManySignIns: 'Too many failed sign-in attempts from this address. Please wait 15 minutes and try again.',
    tooManyResets: 'Too many password reset requests. Please wait an hour and try again.',
    resetLinkAlreadySent: 'A reset link was asked for this e-mail address several times in the last hour, so no more are sent for now. A link already e-mailed to it still works. Please try again in {{minutes}} minutes.',
  },
  zh: {
    tooManySignIns: '此網絡地址登入失敗次數過多，請於 15 分鐘後再試。',
    tooManyResets: '重設密碼要求過多，請於一小時後再試。',
    resetLinkAlreadySent: '此電子郵件地址在過去一小時內已多次要求重設連結，暫不再發送。已寄出的連結仍然有效。請於 {{minutes}} 分鐘後再試。',
  },
} as const

/** The sign-in messages in the admin's language (English, 繁體中文 or 简体中文). */
export function signInMessages(req: Pick<PayloadRequest, 'i18n'>) {
  return wordsFor(req.i18n?.language, messages)
}

/** The answer to a reset request past the typed address's limit, with the minutes to wait. */
export function resetLinkAlreadySent(req: Pick<PayloadRequest, 'i18n'>, seconds: number) {
  return signInMessages(req).resetLinkAlreadySent.replace('{{minutes}}', String(Math.max(1, Math.ceil(seconds / 60))))
}
