import type { SiteLocale } from '../shared/locales'
import { toSimplified } from '../shared/text/to-simplified'

/** The Traditional texts of a table as the Simplified site says them. */
const simplified = <T extends Record<string, string>>(texts: T): T => Object.fromEntries(Object.entries(texts).map(([key, value]) => [key, toSimplified(value)])) as T

const beacon = {
  en: {
    notJson: 'The request body must be JSON (Content-Type: application/json)',
    crossSite: 'Figures are only counted from this site.',
    tooMany: 'Too many counts from this address. Please wait a minute.',
    badEvent: 'Send {"figure": "view" | "code" | "datasheet" | "search" | "colour", "key": …} (a search also with "results").',
  },
  'zh-Hant': {
    notJson: '請求內容必須為 JSON（Content-Type: application/json）',
    crossSite: '只會計算來自本網站的數據。',
    tooMany: '此位址的計數過多，請稍候一分鐘。',
    badEvent: '請傳送 {"figure": "view" | "code" | "datasheet" | "search" | "colour", "key": …}（搜尋亦須附 "results"）。',
  },
} as const

export const beaconMessages = (locale: SiteLocale) => (locale === 'zh-Hant' ? beacon['zh-Hant'] : locale === 'zh-Hans' ? simplified(beacon['zh-Hant']) : beacon.en)

const range = {
  en: {
    refused: 'Only administrators can read these figures.',
    badRange: 'Give from and to as YYYY-MM-DD, from not after to, at most 366 days apart.',
    badFigure: 'figure must be one of: views, codes, datasheets, searches, searches-empty, colours, requests, likes',
  },
  'zh-Hant': {
    refused: '只有管理員可以查看這些數據。',
    badRange: '請以 YYYY-MM-DD 提供 from 及 to，from 不可遲於 to，相隔最多 366 日。',
    badFigure: 'figure 必須為以下之一：views、codes、datasheets、searches、searches-empty、colours、requests、likes',
  },
} as const

export const figureMessages = (locale: SiteLocale) => (locale === 'zh-Hant' ? range['zh-Hant'] : locale === 'zh-Hans' ? simplified(range['zh-Hant']) : range.en)
