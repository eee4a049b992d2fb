import { wordsFor } from '../../shared/admin-label'

/** The pinned section's, the Pin buttons' and their toasts' words in both admin languages (spec §8 where it has them). */
export const pinText = {
  en: {
    section: 'Pinned items',
    hint: 'Shown first on the public News & Events page, in this order. Up to 3 items can be pinned.',
    none: 'No items are pinned. Use Pin in the list below.',
    pinned: 'Pinned',
    pin: 'Pin',
    unpin: 'Unpin',
    pinnedDone: 'News item pinned successfully',
    unpinnedDone: 'News item unpinned successfully',
    tooMany: 'Cannot pin more than 3 items',
    failed: 'Failed to update pin status',
  },
  zh: {
    section: '置頂項目',
    hint: '按此次序最先顯示於公開的「新聞及活動」頁面。最多可置頂 3 項。',
    none: '未有置頂項目。請在下方列表按「置頂」。',
    pinned: '已置頂',
    pin: '置頂',
    unpin: '取消置頂',
    pinnedDone: '新聞已成功置頂',
    unpinnedDone: '新聞已成功取消置頂',
    tooMany: '最多只可置頂 3 項',
    failed: '未能更新置頂狀態',
  },
} as const

export type PinText = (typeof pinText)['en' | 'zh']

export const pinTextFor = (language: string | undefined): PinText => wordsFor(language, pinText)
