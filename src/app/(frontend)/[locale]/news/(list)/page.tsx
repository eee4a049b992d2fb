import { NewsListPage, newsListMetadata, type NewsListProps } from '@/news/pages/NewsListPage'

// The plain list: rendered once per language and kept until a save expires it. Any query goes to list-query/news.
const noQuery = Promise.resolve({})

export const generateMetadata = ({ params }: Pick<NewsListProps, 'params'>) => newsListMetadata({ params, searchParams: noQuery })

export default function News({ params }: Pick<NewsListProps, 'params'>) {
  return <NewsListPage params={params} searchParams={noQuery} />
}
