/**
 * The words of the news list's hero and its error view. That view is a client component (Next's
 * error boundary), so it imports these few words rather than the whole catalogue, which would
 * otherwise be sent with the news page and count against its JavaScript budget. The catalogue's own
 * sections spread these in: one text for each. (The list has no loading view: a part streamed behind
 * one stays hidden without JavaScript, issue 50.1.)
 */
export const newsListWords = {
  en: {
    eyebrow: 'News & Events',
    title: 'UPDATES & ANNOUNCEMENTS',
    intro: 'Trade fairs, new shades and announcements from our Hong Kong office and our factory in Japan.',
    loadFailed: 'Failed to load news items',
    tryAgain: 'Try Again',
  },
  'zh-Hant': {
    eyebrow: '新聞及活動',
    title: '最新消息及公告',
    intro: '來自香港辦公室及日本廠房的展覽、新色及公告。',
    loadFailed: '未能載入新聞',
    tryAgain: '再試一次',
  },
  // The Traditional words converted (src/shared/text/chinese-script.ts); a unit test keeps them so.
  'zh-Hans': {
    eyebrow: '新闻及活动',
    title: '最新消息及公告',
    intro: '来自香港办公室及日本厂房的展览、新色及公告。',
    loadFailed: '未能加载新闻',
    tryAgain: '再试一次',
  },
} as const

/** A failure's title in a toast ("Error"), for the same client boundaries. */
export const errorTitle = { en: 'Error', 'zh-Hant': '錯誤', 'zh-Hans': '错误' } as const
