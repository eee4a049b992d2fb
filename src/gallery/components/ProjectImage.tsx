import { ImagePlaceholder } from '../../media/components/ImagePlaceholder'
import { ResponsiveImage } from '../../media/components/ResponsiveImage'
import { isMedia } from '../../media/media-url'
import type { GalleryItem } from '../../payload-types'

/** A gallery item's picture on a card (4:3, zooming on hover of its card), or the placeholder when it has none. */
export function ProjectImage({ image, name, noImage, priority }: { image: GalleryItem['primaryImage']; name: string; noImage: string; priority?: boolean }) {
  return isMedia(image) && image.url ? (
    <ResponsiveImage
      media={image}
      alt={image.alt || name}
      sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
      variants={['card', 'large']}
      priority={priority}
      className="h-full w-full object-cover transition duration-500 group-hover:scale-105"
    />
  ) : (
    <ImagePlaceholder label={noImage} />
  )
}
