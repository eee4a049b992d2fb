import { wordsFor } from '../../shared/admin-label'

/** The languages a quote is sent in, as the person at the desk reads them. */
const en = {
  languages: { en: 'English', 'zh-Hant': 'Traditional Chinese', 'zh-Hans': 'Simplified Chinese' } as Record<string, string>,
  previewPdf: 'Preview PDF',
  downloadPdf: 'Download PDF',
  send: 'Send quote',
  sending: 'Sending…',
  sendHeading: (reference: string) => `Send quote ${reference}?`,
  sendTo: (email: string, language: string) => `The quote goes by e-mail to ${email}, in ${language}, with its PDF and a link to the buyer's page.`,
  sendNoMail: (email: string, language: string) =>
    `No mail server is configured: the quote will be marked Sent (in ${language}), but nothing is e-mailed to ${email}. Give the buyer the link shown above the form yourself.`,
  sendFinal: 'Once sent, it cannot change: to change it later, revise it and send the revision.',
  saveFirst: 'Save your changes first: the PDF and the mail show the quote as last saved.',
  openBuyerPage: "Open the buyer's page",
  copyLink: "Copy the buyer's link",
  copied: "The buyer's link is copied.",
  copyFailed: 'The link could not be copied: open the buyer’s page and copy its address.',
  revise: 'Revise',
  revising: 'Creating the revision…',
  failed: (status: number) => `Something went wrong (${status}). Reload the page and try again.`,
  buyerPage: "Buyer's page",
  sent: (when: string) => `Sent on ${when}.`,
  expired: (when: string, until: string) => `Sent on ${when}; it was valid until ${until} and has expired.`,
  accepted: (name: string, when: string) => `Accepted by ${name} on ${when}.`,
  acceptedAnonymous: (when: string) => `Accepted on ${when}.`,
  purchaseOrder: (order: string) => `Purchase order: ${order}.`,
  superseded: (when: string) => `Sent on ${when}, then replaced by a revision.`,
  cannotChange: 'A sent quote cannot change: revise it to send a new version.',
  cannotChangeFinal: 'A sent quote cannot change.',
  newTitle: { en: 'Prepare a quote', zh: '準備報價單' },
  newHint: 'Choose the request this quote answers, then Save: its buyer, language and lines are copied in, ready to price. (Quicker: Prepare quote on the request itself.)',
}

const zh: typeof en = {
  languages: { en: '英文', 'zh-Hant': '繁體中文', 'zh-Hans': '簡體中文' },
  previewPdf: '預覽 PDF',
  downloadPdf: '下載 PDF',
  send: '發送報價',
  sending: '正在發送…',
  sendHeading: (reference) => `發送報價單 ${reference}？`,
  sendTo: (email, language) => `報價單會以${language}經電郵寄往 ${email}，附 PDF 及買家頁面的連結。`,
  sendNoMail: (email, language) => `未設定郵件伺服器：報價單會標示為已發送（${language}），但不會寄出任何電郵給 ${email}。請自行把表格上方的連結交給買家。`,
  sendFinal: '發送後便不能更改：如需更改，請建立修訂版再發送。',
  saveFirst: '請先儲存更改：PDF 及電郵會顯示最後儲存的報價單。',
  openBuyerPage: '開啟買家頁面',
  copyLink: '複製買家連結',
  copied: '已複製買家連結。',
  copyFailed: '未能複製連結：請開啟買家頁面，再複製其網址。',
  revise: '修訂',
  revising: '正在建立修訂版…',
  failed: (status) => `發生錯誤（${status}）。請重新載入頁面再試。`,
  buyerPage: '買家頁面',
  sent: (when) => `已於 ${when} 發送。`,
  expired: (when, until) => `已於 ${when} 發送；有效期至 ${until}，現已過期。`,
  accepted: (name, when) => `${name} 已於 ${when} 接受。`,
  acceptedAnonymous: (when) => `已於 ${when} 接受。`,
  purchaseOrder: (order) => `採購單編號：${order}。`,
  superseded: (when) => `已於 ${when} 發送，其後由修訂版取代。`,
  cannotChange: '已發送的報價單不能更改：如需更改，請建立修訂版再發送。',
  cannotChangeFinal: '已發送的報價單不能更改。',
  newTitle: { en: 'Prepare a quote', zh: '準備報價單' },
  newHint: '請選擇此報價回覆的查詢，然後儲存：買家、語言及查詢項目會複製到報價單，以便定價。（更快捷：在查詢頁面按「準備報價」。）',
}

export type QuoteWords = typeof en

/** The quote's admin words in the interface language (Simplified converted from the Traditional). */
export const quoteWords = (language: string | undefined): QuoteWords => wordsFor(language, { en, zh })
