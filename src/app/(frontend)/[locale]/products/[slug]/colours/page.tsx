import { ColourCardPage, colourCardMetadata } from '@/colours/pages/ColourCardPage'

// Rendered on first request per slug and language, then served from the cache until a save of the
// product or its item codes expires it (the colour domain's query tags).
export function generateStaticParams() {
  return []
}

export const generateMetadata = colourCardMetadata

export default ColourCardPage
