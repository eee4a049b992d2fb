import type { Metadata } from 'next'
import { cookies, headers } from 'next/headers'
import { getRequestLanguage, type SanitizedConfig } from 'payload'
import { getCompanyIdentity } from '../../site-settings/queries'
import { kinsenEn } from '../i18n/kinsen-en'
import { kinsenZh } from '../i18n/kinsen-zh'
import { kinsenZhHans } from '../i18n/kinsen-zh-hans'
import { adminBrandText, brandLocaleFor } from './text'

/**
 * The custom views' screen titles (their fixed `meta.title` in payload.config, in English), in the
 * administrator's language: Payload gives those views one title for every language, and the tab
 * showed it in English until the view's own ViewTitle replaced it in the browser.
 */
const CUSTOM_VIEW_TITLES: Record<string, 'cleanupTitle' | 'translationsTitle'> = {
  [kinsenEn.cleanupTitle]: 'cleanupTitle',
  [kinsenEn.translationsTitle]: 'translationsTitle',
}

function inLanguage(screen: string | undefined, language: string): string | undefined {
  const key = screen === undefined ? undefined : CUSTOM_VIEW_TITLES[screen]
  const words = language === 'zh' ? kinsenZhHans : language === 'zh-TW' ? kinsenZh : kinsenEn
  return key ? words[key] : screen
}

function titleText(title: Metadata['title']): string | undefined {
  if (!title) return undefined
  if (typeof title === 'string') return title
  return 'absolute' in title && title.absolute ? title.absolute : 'default' in title ? title.default : undefined
}

/**
 * The browser tab of an admin screen: Payload's screen title, then the
 * company's brand name from the settings and "Admin Panel" in the
 * administrator's interface language (admin.meta is fixed when the config is
 * built, so it cannot know a name an administrator changes later). The
 * favicon is the company's logo when there is one.
 */
export async function withCompanyBrand(metadata: Metadata, config: SanitizedConfig): Promise<Metadata> {
  const language = getRequestLanguage({ config, cookies: await cookies(), headers: await headers() })
  const company = await getCompanyIdentity(brandLocaleFor(language))
  const frame = [company.brandName, adminBrandText(language).adminPanel].filter(Boolean).join(' ')
  const screen = inLanguage(titleText(metadata.title), language)
  const title = screen ? `${screen} — ${frame}` : frame
  return {
    ...metadata,
    title: { absolute: title },
    openGraph: { ...metadata.openGraph, title, siteName: frame, description: undefined },
    description: undefined,
    ...(company.logoUrl ? { icons: [{ rel: 'icon', url: company.logoUrl }] } : {}),
  }
}
