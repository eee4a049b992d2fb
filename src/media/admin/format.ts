import { wordsFor } from '../../shared/admin-label'

/** A file size as people read it: 845 bytes, 245 KB, 3.4 MB (1 KB = 1,024 bytes, as operating systems show it). */
export function readableSize(bytes: unknown): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) return ''
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`
  const megabytes = bytes / (1024 * 1024)
  return `${megabytes < 10 ? megabytes.toFixed(1) : Math.round(megabytes)} MB`
}

/** An image's or video's size in pixels, or nothing for a file without one (a PDF). */
export function dimensions(width: unknown, height: unknown): string {
  return typeof width === 'number' && typeof height === 'number' && width > 0 && height > 0 ? `${width} × ${height}` : ''
}

export const usageText = {
  en: {
    count: (count: number) => (count === 0 ? 'Not used' : count === 1 ? 'Used by 1' : `Used by ${count}`),
    heading: 'Used by',
    none: 'Not used anywhere. You can delete this file.',
    some: (count: number) => `Used by ${count === 1 ? '1 record or setting' : `${count} records or settings`}. It cannot be deleted while it is used:`,
    hidden: 'not shown to visitors',
    all: 'All files',
    unused: 'Not used anywhere',
    filter: 'Show',
  },
  zh: {
    count: (count: number) => (count === 0 ? '未被使用' : `使用於 ${count} 處`),
    heading: '使用於',
    none: '沒有任何內容使用此檔案，可以刪除。',
    some: (count: number) => `有 ${count} 項內容或設定使用此檔案，使用期間不能刪除：`,
    hidden: '訪客看不到',
    all: '所有檔案',
    unused: '未被使用的檔案',
    filter: '顯示',
  },
} as const

export const usageTextFor = (language: string | undefined) => wordsFor(language, usageText)
