import type { Payload } from 'payload'
import { readGalleryProjectSlugs } from './reads'

/** The sitemap entries of the gallery: every Active project (PDF colour books have no page), with its last change. */
export async function gallerySitemapEntries(payload: Payload): Promise<{ path: string; updatedAt: string }[]> {
  return (await readGalleryProjectSlugs(payload)).map((entry) => ({ path: `/resources/${entry.slug}`, updatedAt: entry.updatedAt }))
}
