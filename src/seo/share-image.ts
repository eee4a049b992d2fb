import type { SiteLocale } from '../shared/locales'
import { isActiveSlide } from '../site-settings/carousel'
import { getSiteSettings } from '../site-settings/queries'
import { DEFAULT_SHARE_IMAGE } from './metadata'
import { sharePicture, type SharePicture } from './share-picture'

/**
 * The image shared for the home page and the other site-wide pages (the lists,
 * About, Contact): the first active slide of the home carousel in the General
 * settings, else the site's default share image (public/og/share.jpg, 1200×630,
 * cut from the first stock slide).
 */
export async function siteShareImage(locale: SiteLocale): Promise<SharePicture> {
  const settings = await getSiteSettings(locale)
  for (const slide of (settings.carouselSlides ?? []).filter(isActiveSlide)) {
    const picture = sharePicture(slide.image)
    if (picture) return picture
  }
  return DEFAULT_SHARE_IMAGE
}
