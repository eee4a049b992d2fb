export const DEFAULT_CAROUSEL_INTERVAL_MS = 5000
export const CAROUSEL_FADE_MS = 1000

/** The interval is stored as text in the original product; parse it as an integer and fall back to 5000. */
export function carouselIntervalMs(value: unknown): number {
  const parsed = Number.parseInt(String(value ?? ''), 10)
  return Number.isFinite(parsed) && parsed > 0 ? parsed : DEFAULT_CAROUSEL_INTERVAL_MS
}

/** A slide counts as active unless it is explicitly inactive (spec §3). */
export function isActiveSlide(slide: { active?: boolean | null }): boolean {
  return slide.active !== false
}
