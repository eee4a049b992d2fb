import { DocumentsPage, documentsPageMetadata } from '@/documents/pages/DocumentsPage'

// Rendered once per language and kept until a save of a document expires it, or the next midnight in
// Hong Kong, when a document may start or end its validity (src/documents/queries.ts).
export const generateMetadata = documentsPageMetadata

export default DocumentsPage
