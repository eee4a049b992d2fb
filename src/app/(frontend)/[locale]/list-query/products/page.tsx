import { ProductsListPage, productsListMetadata, type ProductsListProps } from '@/catalogue/pages/ProductsListPage'

// /products with a filter, a search or a page (rewritten here by src/proxy.ts): rendered per request, its reads cached.
export const dynamic = 'force-dynamic'

export const generateMetadata = productsListMetadata

export default function ProductsWithQuery(props: ProductsListProps) {
  return <ProductsListPage {...props} />
}
