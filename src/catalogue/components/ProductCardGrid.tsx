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
  /** The grid is the page's main content (the product list): its first picture is the largest in view on a phone, so it is fetched first. */
  firstIsPriority?: boolean
}

/** Product cards in a responsive grid; each item is `relative` so that the card's link covers it. */
export function ProductCardGrid({ products, viewLabel, noImage, columns = 3, className, headingLevel, firstIsPriority = false }: ProductCardGridProps) {
  return (
    <ul className={`${className} grid gap-6 sm:grid-cols-2 ${columns === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}>
      {products.map((product, index) => (
        <li key={product.id} className="relative">
          <ProductCard product={product} viewLabel={viewLabel} noImage={noImage} headingLevel={headingLevel} priority={firstIsPriority && index === 0} />
        </li>
      ))}
    </ul>
  )
}
