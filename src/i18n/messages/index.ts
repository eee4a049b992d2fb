import type { SiteLocale } from '../../shared/locales'
import { en, type Messages } from './en'
import { zhHant } from './zh-Hant'

export type { Messages }

export function getMessages(locale: SiteLocale): Messages {
  return locale === 'zh-Hant' ? zhHant : en
}
