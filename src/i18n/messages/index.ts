import type { SiteLocale } from '../../shared/locales'
import { en, type Messages } from './en'
import { zhHans } from './zh-Hans'
import { zhHant } from './zh-Hant'

export type { Messages }

const catalogues: Record<SiteLocale, Messages> = { en, 'zh-Hant': zhHant, 'zh-Hans': zhHans }

export function getMessages(locale: SiteLocale): Messages {
  return catalogues[locale] ?? en
}
