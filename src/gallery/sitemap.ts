import type { Payload } from 'payload'
import { readGalleryProjectSlugs } from './reads'

/** The sitemap paths of the gallery: every Active project (PDF colour books have no page). */
export async function galleryPaths(payload: Payload): Promise<string[]> {
  return (await readGalleryProjectSlugs(payload)).map((entry) => `/resources/${entry.slug}`)
}
