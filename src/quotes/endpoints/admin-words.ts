import { inAdminLanguage } from '../../shared/admin-label'

/** What the send and revise actions answer, in the administrator's language. */
const WORDS = {
  notFound: { en: 'This quote does not exist, or you may not open it.', zh: '此報價單不存在，或您無權開啟。' },
  notDraft: { en: 'This quote was sent already and cannot change: revise it to send a new version.', zh: '此報價單已發送，不能更改：請建立修訂版再發送。' },
  notSent: { en: 'Only a sent quote can be revised.', zh: '只有已發送的報價單可以修訂。' },
  missingPrices: { en: 'Give a unit price, or tick Free of charge, on line {lines} before sending.', zh: '發送前，請為第 {lines} 項填寫單價或剔選「免費」。' },
  noEmail: { en: 'The request has no e-mail address to send the quote to.', zh: '此查詢沒有可寄送報價的電郵地址。' },
  pastValidity: { en: 'The validity date has passed: set a later "Valid until" before sending.', zh: '有效日期已過：發送前請設定較後的「有效期至」。' },
  sent: { en: 'Quote {reference} sent: the mail with the PDF is on its way to {email}.', zh: '報價單 {reference} 已發送：附 PDF 的電郵正寄往 {email}。' },
  sentNoMail: {
    en: 'Quote {reference} is marked Sent, but no mail server is configured, so nothing was e-mailed: send the buyer the link yourself.',
    zh: '報價單 {reference} 已標示為已發送，但未設定郵件伺服器，所以沒有寄出任何電郵：請自行把連結交給買家。',
  },
  revised: { en: 'Revision {reference} created as a draft.', zh: '已建立修訂版草稿 {reference}。' },
} as const

export type AdminWord = keyof typeof WORDS

export function adminWord(req: { i18n?: { language?: string } }, key: AdminWord, values: Record<string, string> = {}): string {
  return Object.entries(values).reduce((text, [name, value]) => text.replaceAll(`{${name}}`, value), inAdminLanguage(req, WORDS[key]))
}
