import { imageSources, isMedia } from '../media/media-url'
import type { GeneralSetting } from '../payload-types'
import type { Slide } from './components/HeroCarousel'
import { isActiveSlide } from './carousel'

/** Three stock images made for this site, shown when no active slide is configured. */
const STOCK_SLIDES: Slide[] = [1, 2, 3].map((number) => ({
  src: `/stock/stock-${number}-1280.webp`,
  srcSet: [640, 1280, 1920].map((width) => `/stock/stock-${number}-${width}.webp ${width}w`).join(', '),
  alt: '',
}))

export function carouselSlides(settings: GeneralSetting): Slide[] {
  const slides: Slide[] = []
  for (const slide of (settings.carouselSlides ?? []).filter(isActiveSlide)) {
    if (!isMedia(slide.image)) continue
    const { src, srcSet } = imageSources(slide.image, ['card', 'large', 'hero'])
    if (src) slides.push({ src, srcSet, alt: slide.altText ?? slide.image.alt ?? '' })
  }
  return slides.length > 0 ? slides : STOCK_SLIDES
}
