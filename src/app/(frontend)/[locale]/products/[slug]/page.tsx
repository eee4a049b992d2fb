import { ProductPage, productPageMetadata } from '@/catalogue/pages/ProductPage'
import { productBands } from '@/site-shell/product-bands'

// Rendered on first request per slug and language, then served from the cache until a save of the product,
// its item codes, its categories, a related product or their media expires it. An address with ?code= is
// rewritten to code/[code] (src/proxy.ts), cached the same way, so the chosen code never makes this page dynamic.
export function generateStaticParams() {
  return []
}

export const generateMetadata = productPageMetadata

/** The catalogue's page with the other domains' bands (src/site-shell/product-bands.ts). */
export default function Page({ params }: { params: Promise<{ locale: string; slug: string }> }) {
  return <ProductPage params={params} {...productBands} />
}
