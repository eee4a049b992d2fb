/**
 * The choices a quote is priced and shipped on (src/quotes), kept with the settings since the general
 * settings hold each one's default: values stored, with the admin's words (English and Traditional
 * Chinese); the buyer's words are the site's messages (`quotes.*`), keyed by the same values.
 */
export const CURRENCIES = [
  { value: 'HKD', en: 'HKD — Hong Kong dollar', zh: 'HKD — 港元' },
  { value: 'USD', en: 'USD — US dollar', zh: 'USD — 美元' },
  { value: 'CNY', en: 'CNY — Renminbi', zh: 'CNY — 人民幣' },
  { value: 'EUR', en: 'EUR — Euro', zh: 'EUR — 歐元' },
] as const
export type Currency = (typeof CURRENCIES)[number]['value']
export const DEFAULT_CURRENCY: Currency = 'HKD'

/** Incoterms 2020 the company ships on; the named place or port is the quote's own field. */
export const DELIVERY_TERMS = [
  { value: 'EXW', en: 'EXW — Ex works (our Hong Kong warehouse)', zh: 'EXW — 工廠交貨（香港倉庫）' },
  { value: 'FCA', en: 'FCA — Free carrier, Hong Kong', zh: 'FCA — 貨交承運人（香港）' },
  { value: 'FOB', en: 'FOB Hong Kong', zh: 'FOB 香港' },
  { value: 'CFR', en: 'CFR — Cost and freight (named port)', zh: 'CFR — 成本加運費（指定港口）' },
  { value: 'CIF', en: 'CIF — Cost, insurance and freight (named port)', zh: 'CIF — 成本、保險加運費（指定港口）' },
  { value: 'DAP', en: 'DAP — Delivered at place', zh: 'DAP — 目的地交貨' },
  { value: 'DDP', en: 'DDP — Delivered duty paid', zh: 'DDP — 完稅後交貨' },
] as const
export type DeliveryTerm = (typeof DELIVERY_TERMS)[number]['value']

export const PAYMENT_TERMS = [
  { value: 'advance', en: 'T/T in advance', zh: '預付電匯' },
  { value: 'deposit', en: '30% deposit by T/T, balance before shipment', zh: '訂金三成電匯，餘款出貨前付清' },
  { value: 'lc', en: 'Irrevocable L/C at sight', zh: '不可撤銷即期信用證' },
  { value: 'net30', en: 'Net 30 days from invoice (approved accounts)', zh: '發票日起 30 天內付款（已核准客戶）' },
] as const
export type PaymentTerm = (typeof PAYMENT_TERMS)[number]['value']
