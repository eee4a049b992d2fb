import type { PayloadRequest } from 'payload'
import { wordsFor } from '../../shared/admin-label'

const messages = {
  en: {
    tooManySignIns: 'Too many failed sign-in attempts from this address. Please wait 15 minutes and try again.',
    tooManyResets: 'Too many password reset requests. Please wait an hour and try again.',
  },
  zh: {
    tooManySignIns: '此網絡地址登入失敗次數過多，請於 15 分鐘後再試。',
    tooManyResets: '重設密碼要求過多，請於一小時後再試。',
  },
} as const

/** The sign-in messages in the admin's language (English, 繁體中文 or 简体中文). */
export function signInMessages(req: Pick<PayloadRequest, 'i18n'>) {
  return wordsFor(req.i18n?.language, messages)
}
