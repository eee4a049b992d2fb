import { describe, expect, it } from 'vitest'
import { catalogueMessages } from '../../catalogue/schemas'
import { shadeReferenceMessages } from '../../colours/references/messages'
import { documentMessages } from '../../documents/schemas'
import { enquiryMessages } from '../../enquiries/schemas'
import { galleryMessages } from '../../gallery/schemas'
import { zhHant } from '../../i18n/messages/zh-Hant'
import { mediaFieldMessages } from '../../media/fields'
import { mediaFileRequiredMessage } from '../../media/video-links'
import { newsMessages } from '../../news/schemas'
import { slugMessages } from '../../shared/validation/slug'
import { kinsenEn } from './kinsen-en'
import { kinsenZh } from './kinsen-zh'
import { chineseValidationMessage, validationMessageIn } from './validation-messages'

const zhAdmin = { i18n: { language: 'zh-TW' } }
const zhHansAdmin = { i18n: { language: 'zh' } }
const enAdmin = { i18n: { language: 'en' } }

/** Every message a field validator of the admin can give. */
const adminMessages = [
  ...Object.values(catalogueMessages),
  ...Object.values(galleryMessages),
  ...Object.values(documentMessages),
  ...Object.values(shadeReferenceMessages),
  ...Object.values(newsMessages).filter((message): message is string => typeof message === 'string' && message !== newsMessages.notFound),
  enquiryMessages.contactName,
  enquiryMessages.contactEmail,
  enquiryMessages.contactSubject,
  enquiryMessages.contactMessage,
  enquiryMessages.contactNameTooLong,
  enquiryMessages.contactMessageTooLong,
  ...Object.values(slugMessages),
  ...Object.values(mediaFieldMessages),
  mediaFileRequiredMessage,
  'This field is required.',
  'Display order must be a whole number of 0 or more',
]

describe('validation messages in the admin language', () => {
  it.each(adminMessages)('%s has Traditional Chinese', (message) => {
    const chinese = chineseValidationMessage(message)
    expect(chinese).toBeTruthy()
    expect(chinese).toMatch(/[\u4e00-\u9fff]/)
    expect(chinese).not.toMatch(/\b(must|required|characters|Please)\b/)
  })

  it('answers in the administrator language: English as written, Chinese in the zh-TW admin', () => {
    expect(validationMessageIn(enAdmin, newsMessages.titleTooShort)).toBe('Title must be at least 2 characters')
    expect(validationMessageIn(zhAdmin, newsMessages.titleTooShort)).toBe('標題最少需要 2 個字元')
    expect(validationMessageIn(undefined, catalogueMessages.selectProduct)).toBe('Please select a product')
  })

  it("reuses the public site's Chinese for the contact form's sentences", () => {
    expect(validationMessageIn(zhAdmin, enquiryMessages.contactName)).toBe(zhHant.contact.nameError)
    expect(validationMessageIn(zhAdmin, enquiryMessages.contactMessage)).toBe(zhHant.contact.messageError)
  })

  it('fills in the values of the length and file messages', () => {
    expect(validationMessageIn(zhAdmin, catalogueMessages.itemCodeTooLong)).toMatch(/^貨品編號最多 \d+ 個字元。$/)
    expect(validationMessageIn(zhAdmin, newsMessages.fileTooLarge('gown.mp4'))).toBe('檔案「gown.mp4」必須小於 5MB')
  })

  it('answers in Simplified Chinese in the zh admin, with a file name as it is named', () => {
    expect(validationMessageIn(zhHansAdmin, newsMessages.titleTooShort)).toBe('标题最少需要 2 个字符')
    expect(validationMessageIn(zhHansAdmin, catalogueMessages.itemCodeTooLong)).toMatch(/^货品编号最多 \d+ 个字符。$/)
    expect(validationMessageIn(zhHansAdmin, newsMessages.fileTooLarge('舊檔.mp4'))).toBe('文件“舊檔.mp4”必须小于 5MB')
    expect(validationMessageIn(zhAdmin, newsMessages.fileTooLarge('舊檔.mp4'))).toBe('檔案「舊檔.mp4」必須小於 5MB')
  })

  it('leaves a message without a known translation as it is', () => {
    expect(validationMessageIn(zhAdmin, 'Something new')).toBe('Something new')
  })
})

describe("the project's admin words", () => {
  it('exist in both interface languages with the same placeholders', () => {
    expect(Object.keys(kinsenZh).sort()).toEqual(Object.keys(kinsenEn).sort())
    for (const key of Object.keys(kinsenEn) as (keyof typeof kinsenEn)[]) {
      const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort()
      expect(placeholders(kinsenZh[key]), key).toEqual(placeholders(kinsenEn[key]))
      expect(kinsenZh[key], key).toMatch(/[\u4e00-\u9fff]/)
    }
  })

  it('number CSV lines the Chinese way', () => {
    expect(kinsenZh.csvLine.replace('{{line}}', '2')).toBe('第 2 行')
  })
})
