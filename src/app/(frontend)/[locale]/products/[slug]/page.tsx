import { ProductPage, productPageMetadata } from '@/catalogue/pages/ProductPage'

// Rendered on first request per slug and language, then served from the cache until a save of the product,
// its item codes, its categories, a related product or their media expires it. The selected ?code= is read
// in the browser, so it does not make the page dynamic.
export function generateStaticParams() {
  return []
}

export const generateMetadata = productPageMetadata

export default ProductPage
