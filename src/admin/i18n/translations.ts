import type { NestedKeysStripped } from '@payloadcms/translations'
import { kinsenEn } from './kinsen-en'
import { kinsenZh } from './kinsen-zh'
import { kinsenZhHans } from './kinsen-zh-hans'
import { simplifiedWords } from '../../shared/admin-label'
import { adminBrandTranslations } from '../brand/text'
import { specWording } from './spec-wording'

/**
 * Payload's `i18n.translations`: the project's own `kinsen:` keys, and the few
 * of Payload's own words it renames. Payload's "Locale" switch in the header
 * chooses the language of the content being edited; it is called "Content
 * language" so that nobody takes it for the interface language (the header's
 * English / 繁體中文 / 简体中文 switch). Payload's 'zh' (Simplified Chinese)
 * reads the Traditional words converted.
 */
const generalZhTW = { ...specWording['zh-TW'].general, ...adminBrandTranslations['zh-TW'].general, locale: '內容語言' }

export const adminTranslations = {
  en: {
    kinsen: kinsenEn,
    general: { ...specWording.en.general, ...adminBrandTranslations.en.general, locale: 'Content language' },
    error: specWording.en.error,
  },
  'zh-TW': { kinsen: kinsenZh, general: generalZhTW, error: specWording['zh-TW'].error },
  zh: {
    kinsen: kinsenZhHans,
    general: simplifiedWords(generalZhTW),
    // Payload's Simplified toast for a refused save said it two ways ('下面的字段是无效的' for one field, '以下字段是无效的'
    // for several): one phrasing, as the Traditional one has (issue 50.15).
    error: { ...simplifiedWords(specWording['zh-TW'].error), followingFieldsInvalid_one: '以下字段无效：', followingFieldsInvalid_other: '以下字段无效：' },
  },
}

export type AdminTranslations = (typeof adminTranslations)['en']
/** A plural form of a key ('cleanupTotal_one'), which Payload picks by the count given to the key without it. */
type PluralForm = `${string}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`
/** A key of the project's own admin words, e.g. 'kinsen:reorderSave'. */
export type KinsenKey = `kinsen:${Exclude<keyof typeof kinsenEn, PluralForm>}`
export type AdminTranslationKeys = NestedKeysStripped<AdminTranslations>

type AnyI18n = { t: (key: never, vars?: Record<string, unknown>) => string }
/**
 * Payload's i18n of a server component or a request (`i18n`, `req.i18n`), with
 * its t typed for the project's keys: `adminT(i18n)('kinsen:toolsTitle')`.
 */
export function adminT(i18n: AnyI18n): (key: KinsenKey | AdminTranslationKeys, vars?: Record<string, unknown>) => string {
  return (key, vars) => i18n.t(key as never, vars)
}
