import type { CollectionSlug, GlobalSlug } from 'payload'
import { endOfValidity, isValidAt } from '../shared/dates/validity-days'
import { relationId } from './validate-media'

export type MediaId = number | string
type Doc = Record<string, unknown>

const validityOf = (doc: Doc) => ({ validFrom: typeof doc.validFrom === 'string' ? doc.validFrom : null, validUntil: typeof doc.validUntil === 'string' ? doc.validUntil : null })

/** One use of a media file by a document: the field, and whether visitors see it there. */
export type MediaReference = { media: MediaId; field: string; shown: boolean }

export type CollectionSource = {
  kind: 'collection'
  slug: CollectionSlug
  /** Query paths of its media fields, to find the documents that use given files. */
  paths: string[]
  /**
   * The fields `title` and `references` read, and nothing else: the one-off
   * migration that first set the public flags runs this code against a
   * database whose later columns do not exist yet.
   */
  reads: string[]
  title: (doc: Doc) => string
  references: (doc: Doc) => MediaReference[]
  /**
   * For a document shown only within dates (a certificate): whether it is shown now, and the moment it
   * stops being shown (undefined: no end). Its files are public while it is, and no longer.
   */
  shownWithin?: { now: (doc: Doc, now: Date) => boolean; until: (doc: Doc) => Date | undefined }
}

type GlobalSource = {
  kind: 'global'
  slug: GlobalSlug
  reads: string[]
  title: string
  references: (doc: Doc) => MediaReference[]
}

const one = (doc: Doc, field: string, shown = true): MediaReference[] => {
  const media = relationId(doc[field])
  return media === undefined ? [] : [{ media, field, shown }]
}

const many = (doc: Doc, field: string): MediaReference[] =>
  (Array.isArray(doc[field]) ? (doc[field] as unknown[]) : []).flatMap((value) => {
    const media = relationId(value)
    return media === undefined ? [] : [{ media, field, shown: true }]
  })

/** The file of each media entry (gallery and news); an entry switched to a link keeps its file hidden. */
const entries = (doc: Doc): MediaReference[] =>
  (Array.isArray(doc.media) ? (doc.media as Doc[]) : []).flatMap((entry) => {
    const media = relationId(entry?.file)
    return media === undefined ? [] : [{ media, field: 'media.file', shown: entry.mediaType !== 'embed' }]
  })

/** The share image of the SEO fields (decision 009): shown wherever the document is. */
const metaImage = (doc: Doc): MediaReference[] => {
  const meta = doc.meta
  return typeof meta === 'object' && meta !== null ? one({ ...meta }, 'image').map((reference) => ({ ...reference, field: 'meta.image' })) : []
}

const text = (value: unknown, fallback: string) => (typeof value === 'string' && value.trim() ? value : fallback)

/**
 * Every field that points at the media library. A test walks the Payload
 * config and fails when an upload field to 'media' is missing here.
 */
export const collectionSources: CollectionSource[] = [
  {
    kind: 'collection',
    slug: 'products',
    paths: ['image', 'images', 'cataloguePdf', 'meta.image'],
    reads: ['name', 'slug', 'status', 'image', 'images', 'cataloguePdf', 'meta'],
    title: (doc) => text(doc.name, String(doc.slug ?? doc.id)),
    references: (doc) => [...one(doc, 'image'), ...many(doc, 'images'), ...one(doc, 'cataloguePdf'), ...metaImage(doc)],
  },
  {
    kind: 'collection',
    slug: 'item-codes',
    paths: ['image'],
    reads: ['itemCode', 'product', 'image'],
    title: (doc) => text(doc.itemCode, String(doc.id)),
    references: (doc) => one(doc, 'image'),
  },
  {
    kind: 'collection',
    slug: 'gallery-items',
    paths: ['primaryImage', 'pdf', 'media.file', 'meta.image'],
    reads: ['name', 'slug', 'status', 'isPdf', 'primaryImage', 'pdf', 'media', 'meta'],
    title: (doc) => text(doc.name, String(doc.slug ?? doc.id)),
    // The PDF field is hidden, not cleared, when the item stops being a PDF item (and a PDF item has no page to share).
    references: (doc) => [...one(doc, 'primaryImage'), ...one(doc, 'pdf', Boolean(doc.isPdf)), ...entries(doc), ...metaImage(doc).map((reference) => ({ ...reference, shown: !doc.isPdf }))],
  },
  {
    kind: 'collection',
    slug: 'news-items',
    paths: ['primaryImage', 'media.file', 'meta.image'],
    reads: ['title', 'slug', 'status', 'primaryImage', 'media', 'meta'],
    title: (doc) => text(doc.title, String(doc.slug ?? doc.id)),
    references: (doc) => [...one(doc, 'primaryImage'), ...entries(doc), ...metaImage(doc)],
  },
  {
    kind: 'collection',
    slug: 'documents',
    paths: ['file'],
    reads: ['title', 'status', 'file', 'validFrom', 'validUntil'],
    title: (doc) => text(doc.title, String(doc.id)),
    // Public while the document is Active and valid: an expired certificate's PDF stops opening at its
    // address on its "valid until" day, as its listing leaves the site (issue 50.10).
    references: (doc) => one(doc, 'file'),
    shownWithin: {
      now: (doc, now) => isValidAt(validityOf(doc), now),
      until: (doc) => (typeof doc.validUntil === 'string' && doc.validUntil ? endOfValidity(doc.validUntil) : undefined),
    },
  },
]

const ABOUT_SECTIONS = ['history', 'metallicYarn', 'sustainability', 'community'] as const

export const globalSources: GlobalSource[] = [
  {
    kind: 'global',
    slug: 'general-settings',
    title: 'General settings',
    reads: ['carouselSlides', 'logo', 'wechatQr', 'whatsappQr'],
    references: (doc) => [
      // A switched-off slide is not shown on the home page.
      ...(Array.isArray(doc.carouselSlides) ? (doc.carouselSlides as Doc[]) : []).flatMap((slide) => one(slide, 'image', slide.active !== false).map((reference) => ({ ...reference, field: 'carouselSlides.image' }))),
      ...one(doc, 'logo'),
      ...one(doc, 'wechatQr'),
      ...one(doc, 'whatsappQr'),
    ],
  },
  {
    kind: 'global',
    slug: 'about-page',
    title: 'About page',
    reads: [...ABOUT_SECTIONS],
    references: (doc) =>
      ABOUT_SECTIONS.flatMap((section) => {
        const group = doc[section]
        return typeof group === 'object' && group !== null ? one({ ...group }, 'image').map((reference) => ({ ...reference, field: `${section}.image` })) : []
      }),
  },
]

/** Status decides whether a document is public; an item code follows its product. */
export const ACTIVE = 'Active'
