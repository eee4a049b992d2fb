import type { GeneratePreviewURL } from 'payload'
import { env } from '../config/env.server'

/** The admin's preview link: the document's page on the public (English) site, under `section`, once it has a slug. */
export const previewAt =
  (section: '/products' | '/resources' | '/news'): GeneratePreviewURL =>
  (doc) =>
    doc?.slug ? `${env().siteUrl}${section}/${String(doc.slug)}` : null
