import { describe, expect, it } from 'vitest'
import { toSimplified } from '../../shared/text/to-simplified'
import { adminBrandText, adminBrandTranslations, brandLocaleFor } from '../brand/text'
import { kinsenZh } from './kinsen-zh'
import { kinsenZhHans } from './kinsen-zh-hans'
import { updatedMessage } from './spec-wording'
import { adminTranslations } from './translations'

const { en, 'zh-TW': zhTW, zh } = adminTranslations
const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort()
/** Characters the Traditional texts use and the Simplified ones must not. */
const TRADITIONAL_ONLY = /[產錄資廣訊項將內會這個為與檔設員們種請選擇單]/

describe("Payload's zh (Simplified Chinese) admin words", () => {
  it('have every kinsen key the English ones have, with the same placeholders', () => {
    expect(Object.keys(zh.kinsen).sort()).toEqual(Object.keys(en.kinsen).sort())
    for (const [key, english] of Object.entries(en.kinsen)) {
      const simplified = zh.kinsen[key as keyof typeof zh.kinsen]
      expect(placeholders(simplified), key).toEqual(placeholders(english))
      expect(simplified, key).toMatch(/\p{Script=Han}/u)
      expect(simplified, key).not.toMatch(TRADITIONAL_ONLY)
    }
  })

  it("say Payload's refused-save toast one way, for one field and for several (issue 50.15)", async () => {
    const payloadZh = (await import('@payloadcms/translations/languages/zh')).zh.translations.error
    const merged = { ...payloadZh, ...zh.error }
    expect(merged.followingFieldsInvalid_one).toBe(merged.followingFieldsInvalid_other)
    expect(merged.followingFieldsInvalid_one).not.toMatch(TRADITIONAL_ONLY)
  })

  it('are the Traditional kinsen words converted (kinsen-zh-hans.ts regenerated after kinsen-zh.ts changed)', () => {
    for (const [key, traditional] of Object.entries(kinsenZh)) {
      expect(kinsenZhHans[key as keyof typeof kinsenZhHans], key).toBe(toSimplified(traditional))
    }
  })

  it('have every general word the English ones have, each the Traditional one converted', () => {
    expect(Object.keys(zh.general).sort()).toEqual(Object.keys(en.general).sort())
    expect(Object.keys(zhTW.general).sort()).toEqual(Object.keys(en.general).sort())
    for (const [key, traditional] of Object.entries(zhTW.general)) {
      expect(zh.general[key as keyof typeof zh.general], key).toBe(toSimplified(traditional))
    }
  })

  it('convert known words', () => {
    expect(zh.general.locale).toBe('内容语言')
    expect(zh.general.noResultsFound).toBe('找不到资料')
    expect(zh.general.payloadSettings).toBe('偏好设置')
    expect(zh.kinsen.switchToSimplified).toBe('将界面切换为简体中文')
    expect(zh.kinsen.toolsTranslations).toBe('翻译')
  })

  it('name each interface language in the switch, in every language', () => {
    for (const words of [en.kinsen, zhTW.kinsen, zh.kinsen]) {
      expect(new Set([words.switchToEnglish, words.switchToChinese, words.switchToSimplified]).size).toBe(3)
    }
  })
})

describe("the admin's frame and toasts in Simplified Chinese", () => {
  it('say Admin Panel, Logout and the saved toast converted', () => {
    expect(adminBrandText('zh')).toEqual({ adminPanel: '管理后台', logout: '退出', preferences: '偏好设置' })
    expect(adminBrandText('zh-TW').adminPanel).toBe('管理後台')
    expect(adminBrandTranslations.zh.general.payloadSettings).toBe('偏好设置')
    expect(updatedMessage('zh', '产品')).toBe('产品已成功更新')
    expect(updatedMessage('zh-TW', '產品')).toBe('產品已成功更新')
  })

  it("show the brand name of the site in the interface's language", () => {
    expect(brandLocaleFor('zh')).toBe('zh-Hans')
    expect(brandLocaleFor('zh-TW')).toBe('zh-Hant')
    expect(brandLocaleFor('en')).toBe('en')
  })
})
