import Link from 'next/link'
import { ImagePlaceholder } from '../../media/components/ImagePlaceholder'
import { ResponsiveImage } from '../../media/components/ResponsiveImage'
import { isMedia } from '../../media/media-url'
import type { Product } from '../../payload-types'
import { Phrases } from '@/shared/text/Phrases'

/** `headingLevel`: 2 where the grid sits right under the page's h1 (the product list), 3 under a section heading. */
export function ProductCard({
  product,
  viewLabel,
  noImage,
  headingLevel = 3,
  priority = false,
}: {
  product: Product
  viewLabel: string
  noImage: string
  headingLevel?: 2 | 3
  priority?: boolean
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const categories = (product.categories ?? []).filter((entry) => typeof entry === 'object')
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-black/5 transition hover:-translate-y-0.5 hover:shadow-lg">
      <div className="aspect-square overflow-hidden bg-ink">
        {isMedia(product.image) && product.image.url ? (
          <ResponsiveImage
            media={product.image}
            alt={product.image.alt ?? product.name ?? ''}
            sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
            variants={['card', 'large']}
            className="h-full w-full object-cover transition duration-500 group-hover:scale-105"
            priority={priority}
          />
        ) : (
          <ImagePlaceholder label={noImage} />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        {categories.length > 0 && (
          <p className="eyebrow">{categories.map((category) => (typeof category === 'object' ? category.name : '')).join(' · ')}</p>
        )}
        <Heading className="font-serif text-xl text-ink"><Phrases text={product.name} keep={[product.name]} /></Heading>
        {product.description && <p className="text-phrases line-clamp-3 text-sm text-stone"><Phrases text={product.description} keep={[product.name]} /></p>}
        <Link href={`/products/${product.slug}`} className="mt-auto pt-2 text-sm font-semibold text-gold-dark after:absolute after:inset-0 hover:underline">
          <span className="sr-only">{product.name}: </span>
          {viewLabel}
        </Link>
      </div>
    </article>
  )
}
