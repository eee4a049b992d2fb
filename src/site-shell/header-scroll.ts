/** Scrolled further than this (px), the header turns white with dark text; above it, it is clear over the hero. */
export const HEADER_SCROLL_THRESHOLD = 20
