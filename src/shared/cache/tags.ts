/**
 * Cache tags of the public site. A page is cached with the tags of what it
 * shows; a save in the admin revalidates exactly those tags.
 */
export const cacheTags = {
  settings: 'settings',
  homePage: 'home-page',
  aboutPage: 'about-page',
  products: 'products',
  categories: 'categories',
  itemCodes: 'item-codes',
  /** Which item codes are discontinued and of which product: only an item code's save, import or delete changes it (not a product's). */
  itemCodeAvailability: 'item-code-availability',
  gallery: 'gallery',
  news: 'news',
  media: 'media',
  documents: 'documents',
  shadeReferences: 'shade-references',
} as const

export type CacheTag = (typeof cacheTags)[keyof typeof cacheTags]
