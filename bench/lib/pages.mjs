// The public pages every benchmark measures. Adding a page is one line here:
// a label and a path, or a `collection` whose middle Active document names it.
import { middleDocument } from './app-server.mjs'

export const PUBLIC_PAGES = [
  { label: 'Home', path: '/' },
  { label: 'About', path: '/about' },
  { label: 'Contact', path: '/contact' },
  { label: 'Products', path: '/products' },
  { label: 'Product page', collection: 'products', path: (doc) => `/products/${doc.slug}` },
  { label: 'Gallery', path: '/resources' },
  { label: 'Gallery project', collection: 'gallery-items', path: (doc) => `/resources/${doc.slug}` },
  { label: 'News', path: '/news' },
  { label: 'News article', collection: 'news-items', path: (doc) => `/news/${doc.slug}` },
]

/** The languages every page is measured in: English and Traditional Chinese (zh.). */
export const LANGUAGES = ['en', 'zh']

/**
 * The Simplified Chinese site (cn., issue 31) is measured on these pages: the home page and a
 * product page, its text converted from the Traditional as it is read.
 */
export const SIMPLIFIED_PAGES = ['Home', 'Product page']

const SUBDOMAINS = { en: '', zh: 'zh.', cn: 'cn.' }

/** The Host header visitors of a language send (the language is chosen by host). */
export const hostFor = (language, port) => `${SUBDOMAINS[language]}localhost:${port}`

/**
 * The pages with their paths resolved against a running app; `documents` also
 * holds the middle document of each collection named, for the write benchmarks.
 */
export async function resolvePages(port, host) {
  const documents = {}
  const pages = []
  for (const page of PUBLIC_PAGES) {
    if (!page.collection) {
      pages.push({ label: page.label, path: page.path })
      continue
    }
    documents[page.collection] ??= await middleDocument(port, host, page.collection)
    pages.push({ label: page.label, path: page.path(documents[page.collection]) })
  }
  return { pages, documents }
}
