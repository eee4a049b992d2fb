import { APIError, type GlobalBeforeOperationHook } from 'payload'
import { inAdminLanguage } from '../shared/admin-label'
import { fill } from '../shared/text/fill'

export const restoreMessages = {
  slidePictureGone: {
    en: 'This version cannot be restored: the picture of slide {slides} has since been deleted. Choose a new picture for that slide in the settings and save them instead.',
    zh: '未能還原此版本：第 {slides} 張幻燈片的圖片已被刪除。請在設定中為該幻燈片選擇新圖片，然後儲存。',
  },
} as const

/**
 * A file that only an earlier version of the settings shows may be deleted (its version then names
 * no picture). Payload restores a global's version as it was stored, without checking it, which would
 * leave a slide without its required picture; such a restore is refused (400), in the administrator's
 * language, and the settings stay as they are.
 */
export const refuseRestoringLostSlides: GlobalBeforeOperationHook = async ({ args, operation, req, global }) => {
  if (operation !== 'restoreVersion') return args
  const id = (args as { id?: number | string }).id
  if (id === undefined) return args
  const version = await req.payload.findGlobalVersionByID({ slug: global.slug as 'general-settings', id: String(id), depth: 0, overrideAccess: true, req })
  const slides = (version?.version as { carouselSlides?: { image?: unknown }[] | null } | undefined)?.carouselSlides ?? []
  const lost = slides.flatMap((slide, index) => (slide.image === null || slide.image === undefined ? [index + 1] : []))
  if (lost.length === 0) return args
  throw new APIError(fill(inAdminLanguage(req, restoreMessages.slidePictureGone), { slides: lost.join(inAdminLanguage(req, { en: ', ', zh: '、' })) }), 400, undefined, true)
}
