import type { Product } from '../../payload-types'
import { ProductCard } from './ProductCard'

type ProductCardGridProps = {
  products: Product[]
  viewLabel: string
  /** Shown in the placeholder of a product without a picture. */
  noImage: string
  /** Four across on large screens for a row of related products, three elsewhere. */
  columns?: 3 | 4
  /** The space above the grid. */
  className: string
  headingLevel?: 2 | 3
}

/** Product cards in a responsive grid; each item is `relative` so that the card's link covers it. */
export function ProductCardGrid({ products, viewLabel, noImage, columns = 3, className, headingLevel }: ProductCardGridProps) {
  return (
    <ul className={`${className} grid gap-6 sm:grid-cols-2 ${columns === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}>
      {products.map((product) => (
        <li key={product.id} className="relative">
          <ProductCard product={product} viewLabel={viewLabel} noImage={noImage} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}
