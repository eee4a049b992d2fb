import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'
import { type SiteLocale, readAs } from '../shared/locales'
import type { AboutPage, GeneralSetting, HomePage } from '../payload-types'
import { cacheTags } from '../shared/cache/tags'
import { companyIdentity, type CompanyIdentity } from './company-identity'

/**
 * Reads for the public site: always with access applied (overrideAccess false),
 * so visitors never see a field the API would hide, and cached by tag.
 */
export const getSiteSettings = unstable_cache(
  async (locale: SiteLocale): Promise<GeneralSetting> => {
    const payload = await getPayload({ config })
    return payload.findGlobal({ slug: 'general-settings', ...readAs(locale), depth: 1, overrideAccess: false })
  },
  ['site-settings'],
  { tags: [cacheTags.settings, cacheTags.media] },
)

/** The brand name, logo and facts of the company in one language (from the cached settings). */
export async function getCompanyIdentity(locale: SiteLocale): Promise<CompanyIdentity> {
  return companyIdentity(await getSiteSettings(locale))
}

export const getHomePage = unstable_cache(
  async (locale: SiteLocale): Promise<HomePage> => {
    const payload = await getPayload({ config })
    return payload.findGlobal({ slug: 'home-page', ...readAs(locale), depth: 0, overrideAccess: false })
  },
  ['home-page'],
  { tags: [cacheTags.homePage] },
)

export const getAboutPage = unstable_cache(
  async (locale: SiteLocale): Promise<AboutPage> => {
    const payload = await getPayload({ config })
    return payload.findGlobal({ slug: 'about-page', ...readAs(locale), depth: 1, overrideAccess: false })
  },
  ['about-page'],
  { tags: [cacheTags.aboutPage] },
)
