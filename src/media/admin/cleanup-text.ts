/** The storage cleanup screen's words in both admin languages. */
export const cleanupText = {
  en: {
    title: 'Storage cleanup',
    intro:
      'Files nothing on the site uses: media records no product, item code, gallery item, news item or setting points at, and files in storage that belong to no media record (left by refused uploads or replaced pictures). Files uploaded in the last 24 hours are never listed.',
    records: 'Media records nothing uses',
    files: 'Files in storage without a media record',
    noRecords: 'Every media record is used somewhere.',
    noFiles: 'Every stored file belongs to a media record.',
    total: (count: number, size: string) => `${count === 1 ? '1 item' : `${count} items`} can be deleted, taking ${size}.`,
    selectAll: 'Select all',
    select: (name: string) => `Select ${name}`,
    size: 'Size',
    age: 'Uploaded',
    noPreview: 'No preview',
    deleteSelected: (count: number) => (count === 1 ? 'Delete 1 selected item' : `Delete ${count} selected items`),
    confirmHeading: 'Delete for good?',
    confirmBody: (count: number, size: string) =>
      `${count === 1 ? 'The selected item' : `The ${count} selected items`} (${size}) will be deleted from the database and from storage. This cannot be undone. Anything that has come into use in the meantime is kept.`,
    confirm: 'Delete for good',
    cancel: 'Cancel',
    deleting: 'Deleting…',
    done: (deleted: number, kept: number) => `${deleted === 1 ? '1 item' : `${deleted} items`} deleted${kept ? `; ${kept} kept because ${kept === 1 ? 'it is' : 'they are'} in use or new` : ''}.`,
    failed: 'The cleanup failed. Nothing more was deleted; please try again.',
    openLink: 'Storage cleanup',
  },
  zh: {
    title: '清理儲存空間',
    intro: '網站上沒有任何內容使用的檔案：沒有產品、貨品編號、資源庫項目、新聞或設定使用的媒體記錄，以及不屬於任何媒體記錄的儲存檔案（由被拒絕的上載或已更換的圖片留下）。過去 24 小時內上載的檔案一律不會列出。',
    records: '未被使用的媒體記錄',
    files: '沒有媒體記錄的儲存檔案',
    noRecords: '所有媒體記錄均有被使用。',
    noFiles: '所有儲存檔案均屬於媒體記錄。',
    total: (count: number, size: string) => `可刪除 ${count} 項，共佔 ${size}。`,
    selectAll: '全選',
    select: (name: string) => `選取 ${name}`,
    size: '大小',
    age: '上載時間',
    noPreview: '沒有預覽',
    deleteSelected: (count: number) => `刪除已選取的 ${count} 項`,
    confirmHeading: '永久刪除？',
    confirmBody: (count: number, size: string) => `已選取的 ${count} 項（${size}）將從資料庫及儲存空間刪除，無法復原。期間開始被使用的項目會被保留。`,
    confirm: '永久刪除',
    cancel: '取消',
    deleting: '正在刪除…',
    done: (deleted: number, kept: number) => `已刪除 ${deleted} 項${kept ? `；${kept} 項因正被使用或剛上載而保留` : ''}。`,
    failed: '清理失敗，沒有再刪除任何項目，請再試一次。',
    openLink: '清理儲存空間',
  },
} as const

export type CleanupText = (typeof cleanupText)['en'] | (typeof cleanupText)['zh']
export const cleanupTextFor = (language: string | undefined): CleanupText => (language === 'zh-TW' ? cleanupText.zh : cleanupText.en)
