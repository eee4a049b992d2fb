import { GalleryListPage, galleryListMetadata, type GalleryListProps } from '@/gallery/pages/GalleryListPage'

// The plain list: rendered once per language and kept until a save expires it. Any query goes to list-query/resources.
const noQuery = Promise.resolve({})

export const generateMetadata = ({ params }: Pick<GalleryListProps, 'params'>) => galleryListMetadata({ params, searchParams: noQuery })

export default function Resources({ params }: Pick<GalleryListProps, 'params'>) {
  return <GalleryListPage params={params} searchParams={noQuery} />
}
