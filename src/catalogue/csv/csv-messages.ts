import type { PayloadRequest } from 'payload'
import { catalogueMessages, MAX_ITEM_CODE_LENGTH } from '../schemas'

const en = {
  notAllowed: 'You are not allowed to perform this action.',
  tooLarge: 'The file is larger than 5 MB',
  nothingImported: 'Nothing was imported: fix these lines and try again',
  databaseRefused: 'Nothing was imported: the database refused a row',
  imported: (count: number) => `Imported ${count} item codes`,
  noHeader: 'The first line must name the columns, starting with product_slug,item_code',
  unknownColumn: (name: string) => `Unknown column "${name}"`,
  missingColumn: (name: string) => `The column "${name}" is missing`,
  repeatedColumn: (name: string) => `The column "${name}" appears twice`,
  quotes: 'A quoted value is not closed, or a quote inside it is not doubled ("")',
  columnCount: (expected: number, found: number) => `Expected ${expected} columns, found ${found}`,
  noProduct: (slug: string) => `No product with the slug "${slug}"`,
  selectProduct: catalogueMessages.selectProduct,
  itemCodeRequired: catalogueMessages.itemCodeRequired,
  itemCodeTooLong: catalogueMessages.itemCodeTooLong,
  shadeFormat: catalogueMessages.shadeFormat,
  twice: (code: string, product: string) => `Item code ${code} appears twice for ${product}`,
  empty: 'The file has no item codes',
}

/** The English messages' shape, with any text in place of the spec's literal strings. */
export type CsvMessages = { [K in keyof typeof en]: (typeof en)[K] extends string ? string : (typeof en)[K] }

const zh: CsvMessages = {
  notAllowed: '你沒有權限執行此操作。',
  tooLarge: '檔案大於 5 MB',
  nothingImported: '未有匯入任何資料：請修正以下各行後再試',
  databaseRefused: '未有匯入任何資料：資料庫拒絕了其中一行',
  imported: (count) => `已匯入 ${count} 個貨品編號`,
  noHeader: '第一行必須是欄位名稱，以 product_slug,item_code 開始',
  unknownColumn: (name) => `未知的欄位「${name}」`,
  missingColumn: (name) => `缺少欄位「${name}」`,
  repeatedColumn: (name) => `欄位「${name}」出現了兩次`,
  quotes: '有引號內的值未有結束，或值內的引號未有重複（""）',
  columnCount: (expected, found) => `應有 ${expected} 欄，但有 ${found} 欄`,
  noProduct: (slug) => `沒有網址代稱為「${slug}」的產品`,
  selectProduct: '請選擇產品',
  itemCodeRequired: '必須填寫貨品編號',
  itemCodeTooLong: `貨品編號最多 ${MAX_ITEM_CODE_LENGTH} 個字元。`,
  shadeFormat: '色調必須是顏色代碼，例如 #C9A227',
  twice: (code, product) => `貨品編號 ${code} 在 ${product} 中出現了兩次`,
  empty: '檔案中沒有貨品編號',
}

/** The item-code CSV's messages in the administrator's language (English or 繁體中文). */
export function csvMessages(req: Pick<PayloadRequest, 'i18n'>): CsvMessages {
  return req.i18n?.language === 'zh-TW' ? zh : en
}
