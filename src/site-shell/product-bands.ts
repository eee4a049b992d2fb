import type { ProductBands } from '@/catalogue/pages/ProductPage'
import { replacementsOf } from '@/colours/replacements'
import { ProductDocuments } from '@/documents/components/ProductDocuments'
import { ProjectsUsingShades } from '@/gallery/components/ProjectsUsingShades'
import { AddToRequestSection } from '@/requests/components/AddToRequestSection'

/**
 * What other domains add to the catalogue's product page, composed once for its routes and the
 * administrator's preview: the requests' "Add to request", the gallery's projects made with its
 * codes, the documents that cover it, and the colours' ranking of a discontinued code's replacements.
 */
export const productBands: ProductBands = {
  requestSection: AddToRequestSection,
  projectsSection: ProjectsUsingShades,
  documentsSection: ProductDocuments,
  replacementsOf,
}
