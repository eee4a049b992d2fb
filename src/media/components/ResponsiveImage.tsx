import type { Media } from '../../payload-types'
import { imageSources } from '../media-url'

type Props = {
  media: Media
  alt?: string
  sizes: string
  className?: string
  /** The page's largest image: fetched first, never lazily. */
  priority?: boolean
  variants?: Parameters<typeof imageSources>[1]
}

/** An <img> over Payload's generated WebP sizes: no runtime image processing per request. */
export function ResponsiveImage({ media, alt, sizes, className, priority, variants }: Props) {
  const { src, srcSet } = imageSources(media, variants)
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      alt={alt ?? media.alt ?? ''}
      width={media.width ?? undefined}
      height={media.height ?? undefined}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  )
}
