/** The collections whose records have a public page, and the section of the site that page is under. */
export const previewSections = {
  products: '/products',
  'gallery-items': '/resources',
  'news-items': '/news',
} as const

export type PreviewCollection = keyof typeof previewSections

export function isPreviewCollection(value: unknown): value is PreviewCollection {
  return typeof value === 'string' && Object.hasOwn(previewSections, value)
}
