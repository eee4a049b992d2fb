import { ProductPage, productPageMetadata } from '@/catalogue/pages/ProductPage'
import { productBands } from '@/site-shell/product-bands'

// /products/{slug}?code={code}, rewritten here by src/proxy.ts: the page open on that item code, rendered
// on the server (so it opens on the code without JavaScript) and cached per code like the product's own page,
// expired by the same saves. Its canonical address is the product's.
export function generateStaticParams() {
  return []
}

export const generateMetadata = productPageMetadata

/** The catalogue's page with the other domains' bands (src/site-shell/product-bands.ts). */
export default function Page({ params }: { params: Promise<{ locale: string; slug: string; code: string }> }) {
  return <ProductPage params={params} {...productBands} />
}
