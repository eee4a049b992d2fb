import { getTranslation } from '@payloadcms/translations'
import type { LabelFunction } from 'payload'
import { describe, expect, it } from 'vitest'
import {
  adminGroups,
  labelledOptions,
  bilingual,
  contentLocaleOfAdmin,
  inAdminLanguage,
  inAdminScript,
  isChineseAdmin,
  label,
  labelIn,
  plainLabel,
  simplifiedWords,
  siteLocaleOfAdmin,
  textIn,
  wordsFor,
} from './admin-label'

const inLanguage = (language: string) => ({ i18n: { language, fallbackLanguage: 'en' as const, t: (key: string) => key } })
const resolve = (fieldLabel: LabelFunction, language: string) => fieldLabel(inLanguage(language) as unknown as Parameters<LabelFunction>[0])

describe('label()', () => {
  it('resolves to English, Traditional or Simplified Chinese by the interface language', () => {
    const catalogue = label('Catalogue', '產品目錄')
    expect(resolve(catalogue, 'en')).toBe('Catalogue')
    expect(resolve(catalogue, 'zh-TW')).toBe('產品目錄')
    expect(resolve(catalogue, 'zh')).toBe('产品目录')
  })

  it('carries its three texts for our own components', () => {
    expect(plainLabel(label('Status', '狀態'))).toEqual({ en: 'Status', 'zh-TW': '狀態', zh: '状态' })
  })
})

describe('bilingual()', () => {
  it('gives Payload a zh text it finds with getTranslation', () => {
    const group = bilingual('Settings', '設定')
    expect(group.zh).toBe('设置')
    expect(getTranslation(group, inLanguage('zh').i18n as never)).toBe('设置')
    expect(getTranslation(group, inLanguage('zh-TW').i18n as never)).toBe('設定')
  })

  it('names every navigation group in Simplified', () => {
    for (const group of Object.values(adminGroups)) {
      expect(group.zh).toBe(simplifiedWords(group['zh-TW']))
      expect(group.zh).toMatch(/\p{Script=Han}/u)
    }
    expect(adminGroups.gallery.zh).toBe('资源库')
  })
})

describe('plainLabel()', () => {
  it('converts a record that has only its Traditional text', () => {
    expect(plainLabel({ en: 'Media', 'zh-TW': '媒體庫' })).toEqual({ en: 'Media', 'zh-TW': '媒體庫', zh: '媒体库' })
  })

  it('keeps a string, and gives nothing for what is not a label', () => {
    expect(plainLabel('Name')).toBe('Name')
    expect(plainLabel({ 'zh-TW': '名稱' })).toBeUndefined()
  })
})

describe('the interface language', () => {
  it('is Chinese in either script', () => {
    expect([isChineseAdmin('zh'), isChineseAdmin('zh-TW'), isChineseAdmin('en'), isChineseAdmin(undefined)]).toEqual([true, true, false, false])
  })

  it('reads the Simplified site and the Traditional content in Simplified Chinese', () => {
    expect(siteLocaleOfAdmin('zh')).toBe('zh-Hans')
    expect(siteLocaleOfAdmin('zh-TW')).toBe('zh-Hant')
    expect(siteLocaleOfAdmin('en')).toBe('en')
    expect(contentLocaleOfAdmin('zh')).toBe('zh-Hant')
    expect(contentLocaleOfAdmin('zh-TW')).toBe('zh-Hant')
    expect(contentLocaleOfAdmin(undefined)).toBe('en')
  })

  it('picks a text of a label', () => {
    const texts = bilingual('Delivery', '傳送狀態')
    expect([textIn(texts, 'en'), textIn(texts, 'zh-TW'), textIn(texts, 'zh')]).toEqual(['Delivery', '傳送狀態', '传送状态'])
  })

  it('converts a Traditional text only for zh', () => {
    expect(inAdminScript('zh', '檔案')).toBe('文件')
    expect(inAdminScript('zh-TW', '檔案')).toBe('檔案')
  })
})

describe('wordsFor()', () => {
  const words = {
    en: { title: 'Quick Guide', count: (count: number) => `${count} times`, nested: { refresh: 'Refresh' } },
    zh: { title: '快速指南', count: (count: number) => `${count} 次數`, nested: { refresh: '重新載入' } },
  }

  it('gives the English or the Traditional table as written', () => {
    expect(wordsFor('en', words)).toBe(words.en)
    expect(wordsFor('zh-TW', words)).toBe(words.zh)
  })

  it('gives the Traditional table converted for zh, function results and nested words included', () => {
    const simplified = wordsFor('zh', words)
    expect(simplified.nested.refresh).toBe('重新加载')
    expect(simplified.count(3)).toBe('3 次数')
    expect(wordsFor('zh', { en: 'Failed', zh: '未能更新狀態' })).toBe('未能更新状态')
  })

  it('converts each table once', () => {
    expect(wordsFor('zh', words)).toBe(wordsFor('zh', words))
  })
})

describe('messages of the server', () => {
  it('answer in the Simplified interface converted', () => {
    const message = { en: 'Cannot delete', zh: '無法刪除此檔案' }
    expect(inAdminLanguage({ i18n: { language: 'zh' } }, message)).toBe('无法删除此文件')
    expect(inAdminLanguage({ i18n: { language: 'zh-TW' } }, message)).toBe('無法刪除此檔案')
    expect(inAdminLanguage({}, message)).toBe('Cannot delete')
  })

  it('name a collection by a Traditional-only label in Simplified', () => {
    expect(labelIn({ i18n: { language: 'zh' } }, { en: 'Products', 'zh-TW': '產品' }, 'products')).toBe('产品')
    expect(labelIn({ i18n: { language: 'zh' } }, label('Products', '產品'), 'products')).toBe('产品')
    expect(labelIn({ i18n: { language: 'en' } }, { en: 'Products', 'zh-TW': '產品' }, 'products')).toBe('Products')
  })
})

describe('labelledOptions', () => {
  it('gives each value a label in the administrator\'s language, Simplified converted from the Traditional', () => {
    const [option] = labelledOptions([{ value: 'made-to-order', en: 'Made to order', zh: '按訂單生產' }])
    expect(option?.value).toBe('made-to-order')
    expect(labelIn({ i18n: { language: 'en' } }, option?.label, '')).toBe('Made to order')
    expect(labelIn({ i18n: { language: 'zh-TW' } }, option?.label, '')).toBe('按訂單生產')
    expect(labelIn({ i18n: { language: 'zh' } }, option?.label, '')).toBe('按订单生产')
  })
})
