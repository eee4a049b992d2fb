import { inAdminLanguage } from '../shared/admin-label'

const text = {
  notAllowed: { en: 'Only administrators can translate.', zh: '只有管理員可以翻譯。' },
  badSave: { en: 'Send a JSON body {"slug": collection or global, "id": record id, "values": {field key: Chinese text}}.', zh: '請以 JSON 傳送：{"slug": 集合或全域設定, "id": 記錄編號, "values": {欄位: 中文內容}}。' },
  notFound: { en: 'That record does not exist or cannot be translated here.', zh: '該記錄不存在，或不能在此翻譯。' },
  unknownFields: { en: 'These fields cannot be translated here: {fields}', zh: '以下欄位不能在此翻譯：{fields}' },
  saveFailed: { en: 'The Chinese texts were not saved: {reason}', zh: '中文內容未能儲存：{reason}' },
  tooLarge: { en: 'The file is larger than 5 MB.', zh: '檔案大於 5 MB。' },
  noHeader: { en: 'The file has no header row: it needs the columns collection, id, field, english and chinese.', zh: '檔案沒有標題列：需要 collection、id、field、english 及 chinese 欄。' },
  missingColumn: { en: 'The column "{column}" is missing.', zh: '缺少「{column}」欄。' },
  quotes: { en: 'A quoted value is not closed.', zh: '有引號括住的內容沒有結束引號。' },
  unknownSource: { en: 'Unknown collection "{slug}".', zh: '未知的集合「{slug}」。' },
  unknownRecord: { en: 'No record {id} in "{slug}".', zh: '「{slug}」沒有編號 {id} 的記錄。' },
  unknownField: { en: 'The field "{field}" is not a translatable text of this record.', zh: '「{field}」不是此記錄可翻譯的文字欄位。' },
  englishChanged: { en: 'The English text has changed since the file was exported; export again and translate the new text.', zh: '英文內容在匯出後已更改；請重新匯出並翻譯新內容。' },
  repeated: { en: 'The same text appears again on line {line}.', zh: '同一段文字在第 {line} 行重複出現。' },
  nothingImported: { en: 'Nothing was imported: correct the lines below and import the file again.', zh: '沒有匯入任何內容：請修正以下各行，再匯入檔案。' },
  imported: { en: 'Imported {count} Chinese texts into {records} records.', zh: '已匯入 {count} 段中文內容至 {records} 項記錄。' },
  refused: { en: 'Line {line}: {reason}', zh: '第 {line} 行：{reason}' },
} as const

export type TranslationMessages = { [K in keyof typeof text]: string }

/** The translations manager's server messages in the administrator's language; fill in {placeholders} with `fill`. */
export const translationMessages = (req: { i18n?: { language?: string } }): TranslationMessages =>
  Object.fromEntries(Object.entries(text).map(([key, value]) => [key, inAdminLanguage(req, value)])) as TranslationMessages

export const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (match, name: string) => String(values[name] ?? match))
