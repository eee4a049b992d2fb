'use client'
import { useState } from 'react'
import { fill } from '../../shared/text/fill'

export type GalleryImage = { src: string; srcSet?: string; thumb: string; alt: string; width?: number; height?: number }

/** The main picture (at most 575 px wide) with 80 px thumbnails that switch it. */
export function ProductGallery({ images, labels }: { images: GalleryImage[]; labels: { showImage: string } }) {
  const [index, setIndex] = useState(0)
  const current = images[index]
  if (!current) return null
  return (
    <div className="flex w-full max-w-[575px] flex-col gap-3">
      <div className="aspect-square overflow-hidden rounded-2xl bg-ink">
        <img
          src={current.src}
          srcSet={current.srcSet}
          sizes="(min-width: 640px) 575px, 100vw"
          alt={current.alt}
          width={current.width}
          height={current.height}
          fetchPriority="high"
          className="h-full w-full object-cover"
        />
      </div>
      {images.length > 1 && (
        <ul className="flex flex-wrap gap-2">
          {images.map((image, imageIndex) => (
            <li key={image.src}>
              <button
                type="button"
                onClick={() => setIndex(imageIndex)}
                aria-label={fill(labels.showImage, { index: String(imageIndex + 1) })}
                aria-pressed={imageIndex === index}
                className={`h-20 w-20 overflow-hidden rounded-lg border-2 ${imageIndex === index ? 'border-gold' : 'border-transparent opacity-75 hover:opacity-100'}`}
              >
                <img src={image.thumb} alt="" width={80} height={80} loading="lazy" className="h-full w-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
