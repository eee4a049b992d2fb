import { GalleryListPage, galleryListMetadata, type GalleryListProps } from '@/gallery/pages/GalleryListPage'

// /resources with a filter, a search, a size or a page (rewritten here by src/proxy.ts): rendered per request, its reads cached.
export const dynamic = 'force-dynamic'

export const generateMetadata = galleryListMetadata

export default function ResourcesWithQuery(props: GalleryListProps) {
  return <GalleryListPage {...props} />
}
