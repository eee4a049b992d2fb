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
  gallery: 'gallery',
  news: 'news',
  media: 'media',
  documents: 'documents',
  shadeReferences: 'shade-references',
} as const

export type CacheTag = (typeof cacheTags)[keyof typeof cacheTags]
