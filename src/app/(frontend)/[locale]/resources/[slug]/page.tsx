import { GalleryProjectPage, galleryProjectMetadata } from '@/gallery/pages/GalleryProjectPage'

// No project is built ahead: each is rendered on its first visit, then served
// from Next's cache until a gallery, media or product save expires its tags.
export function generateStaticParams() {
  return []
}

export const generateMetadata = galleryProjectMetadata

export default GalleryProjectPage
