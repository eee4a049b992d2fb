import { catalogueMessages } from '../../catalogue/schemas'
import { shadeReferenceMessages } from '../../colours/references/messages'
import { documentMessages } from '../../documents/schemas'
import { enquiryMessages } from '../../enquiries/schemas'
import { galleryMessages } from '../../gallery/schemas'
import { zhHant } from '../../i18n/messages/zh-Hant'
import { mediaFieldMessages } from '../../media/fields'
import { mediaFileRequiredMessage } from '../../media/video-links'
import { newsMessages } from '../../news/schemas'
import { inAdminScript, isChineseAdmin } from '../../shared/admin-label'
import { fill } from '../../shared/text/fill'
import { slugMessages } from '../../shared/validation/slug'

/**
 * The Chinese of every English validation message an administrator can meet.
 * The zod schemas speak English because the public forms and the API share them
 * (the public site takes its own Chinese from src/i18n/messages, reused here
 * where the sentence is the same); the admin's field validators answer in the
 * administrator's language through this one table.
 */
const chineseOf: Record<string, string> = {
  // Spec §8 (catalogue)
  [catalogueMessages.productNameAndSlugRequired]: '必須填寫產品名稱及網址代稱',
  [catalogueMessages.selectProduct]: '請選擇產品',
  [catalogueMessages.itemCodeRequired]: '必須填寫貨品編號',
  [catalogueMessages.categoryNameRequired]: '必須填寫類別名稱',
  [catalogueMessages.shadeFormat]: '色調必須是顏色代碼，例如 #C9A227',
  // Gallery
  [galleryMessages.nameTooShort]: '名稱最少需要 2 個字元',
  [galleryMessages.nameRequired]: '必須填寫名稱',
  [galleryMessages.slugRequired]: '必須填寫網址代稱',
  [galleryMessages.pdfRequired]: 'PDF 項目必須附有 PDF 檔案',
  [documentMessages.titleRequired]: '必須填寫標題',
  [documentMessages.fileRequired]: '請選擇此文件的 PDF 檔案',
  [shadeReferenceMessages.hexFormat]: '請以 #RRGGBB 格式填寫顏色，例如 #C9A227',
  [documentMessages.untilBeforeFrom]: '有效期的結束日期必須在開始日期之後',
  [galleryMessages.mediaMustBeImage]: '此項目是圖片：請選擇圖片檔案',
  [galleryMessages.mediaMustBeVideo]: '此項目是影片：請選擇 MP4、WebM 或 OGG 檔案',
  // News
  [newsMessages.titleTooShort]: '標題最少需要 2 個字元',
  [newsMessages.descriptionTooShort]: '摘要最少需要 10 個字元',
  [newsMessages.articleBodyTooShort]: '內文最少需要 20 個字元',
  [newsMessages.primaryImageRequired]: '必須選擇主圖片',
  [newsMessages.imageTooLarge]: '圖片必須小於 5MB',
  [newsMessages.imageType]: '檔案必須是圖片（JPEG、PNG、WebP、GIF）',
  [newsMessages.mediaType]: '檔案必須是圖片或影片',
  [newsMessages.tooManyPinned]: '最多只可置頂 3 則新聞',
  // Contact messages: the public site's own Chinese
  [enquiryMessages.contactName]: zhHant.contact.nameError,
  [enquiryMessages.contactEmail]: zhHant.contact.emailError,
  [enquiryMessages.contactSubject]: zhHant.contact.subjectError,
  [enquiryMessages.contactMessage]: zhHant.contact.messageError,
  [enquiryMessages.newsletterEmail]: zhHant.contact.emailError.replace(/。$/, ''),
  // Shared fields
  [slugMessages.tooShort]: '網址代稱最少需要 2 個字元',
  [slugMessages.format]: '網址代稱只可使用小寫英文字母、數字及連字號',
  'This field is required.': '此欄位必須填寫。',
  'Display order must be a whole number of 0 or more': '顯示順序必須是 0 或以上的整數',
  'Enter a full web address starting with https://': '請輸入以 https:// 開頭的完整網址',
  'Enter a YouTube or Vimeo link': '請輸入 YouTube 或 Vimeo 連結',
  'Invalid value': '數值無效',
  // Media fields
  [mediaFieldMessages.image]: '請選擇圖片檔案（JPEG、PNG、WebP 或 GIF）',
  [mediaFieldMessages.pdf]: '請選擇 PDF 檔案',
  [mediaFieldMessages.imageOrVideo]: '請選擇圖片或影片檔案',
  [mediaFieldMessages.missing]: '所選的檔案已不存在',
  [mediaFileRequiredMessage]: '請為此媒體項目選擇檔案',
}

/** The subjects of the "… must be at most N characters." messages (tooLongMessage). */
const subjects: Record<string, string> = {
  'Product name': '產品名稱',
  'Category name': '類別名稱',
  'Item code': '貨品編號',
  Name: '名稱',
  Title: '標題',
  Description: '摘要',
  Slug: '網址代稱',
  Email: '電郵地址',
  Subject: '主題',
  Message: '訊息',
}

/**
 * Messages built from a value: a file name or a length, put in as {1}, {2} after the
 * Chinese is in its script (a file name is shown as it is named, never converted).
 */
const patterns: { match: RegExp; chinese: (...parts: string[]) => string | undefined }[] = [
  { match: /^(.+) must be at most (\d+) characters\.$/, chinese: (subject) => (subjects[subject] ? `${subjects[subject]}最多 {2} 個字元。` : undefined) },
  { match: /^File "(.+)" must be less than 5MB$/, chinese: () => '檔案「{1}」必須小於 5MB' },
]

const traditional = (text: string) => text

/** The Chinese of an English validation message (Traditional, or in the script `script` gives), or undefined when the table has none. */
export function chineseValidationMessage(message: string, script: (traditional: string) => string = traditional): string | undefined {
  const exact = chineseOf[message]
  if (exact) return script(exact)
  for (const { match, chinese } of patterns) {
    const parts = match.exec(message)?.slice(1)
    if (!parts) continue
    const template = chinese(...parts)
    return template === undefined ? undefined : fill(script(template), Object.fromEntries(parts.map((part, index) => [index + 1, part])))
  }
  return undefined
}

/** A validation message in the administrator's interface language (English when no Chinese is known). */
export function validationMessageIn(req: { i18n?: { language?: string } } | undefined, message: string): string {
  const language = req?.i18n?.language
  if (!isChineseAdmin(language)) return message
  return chineseValidationMessage(message, (text) => inAdminScript(language, text)) ?? message
}
