import type { ServerProps } from 'payload'

const guide = {
  en: {
    title: 'Quick Guide',
    items: [
      'Product categories and gallery categories are shown in their display order; change the order by dragging.',
      'Products can be sorted by any column and filtered by status or category.',
      'Item codes hold the technical specifications of each product variant.',
      'Up to 3 news items can be pinned to the top of the news page; pinned items are ordered by dragging.',
      'Use the language switch at the top right to edit the Traditional Chinese texts; an empty Chinese field shows the English text.',
    ],
  },
  zh: {
    title: '快速指南',
    items: [
      '產品類別及資源庫類別按顯示順序排列，可拖放調整次序。',
      '產品可按任何欄位排序，並按狀態或類別篩選。',
      '貨品編號記錄每個產品型號的技術規格。',
      '新聞頁最多可置頂 3 則新聞，置頂項目可拖放排序。',
      '使用右上角的語言切換編輯繁體中文內容；中文欄位留空時會顯示英文內容。',
    ],
  },
} as const

/** The dashboard's Quick Guide (spec §2.11), above Payload's collection cards. */
export function QuickGuide({ i18n }: ServerProps) {
  const text = i18n?.language === 'zh-TW' ? guide.zh : guide.en
  return (
    <section aria-labelledby="quick-guide-title" style={{ marginBottom: 'calc(var(--base) * 2)' }}>
      <h2 id="quick-guide-title" style={{ marginBottom: 'calc(var(--base) / 2)' }}>
        {text.title}
      </h2>
      <ul style={{ margin: 0, paddingLeft: '1.25rem', lineHeight: 1.6 }}>
        {text.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  )
}
