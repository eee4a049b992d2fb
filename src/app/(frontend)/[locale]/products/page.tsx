import { ProductsListPage, productsListMetadata, type ProductsListProps } from '@/catalogue/pages/ProductsListPage'

// The plain list: rendered once per language and kept until a save expires it. Any query goes to list-query/products.
const noQuery = Promise.resolve({})

export const generateMetadata = ({ params }: Pick<ProductsListProps, 'params'>) => productsListMetadata({ params, searchParams: noQuery })

export default function Products({ params }: Pick<ProductsListProps, 'params'>) {
  return <ProductsListPage params={params} searchParams={noQuery} />
}
