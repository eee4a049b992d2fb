import { RequestPage, requestPageMetadata, type RequestPageProps } from '@/requests/pages/RequestPage'

// The plain request list: rendered once per language (the lines come from the browser). With a query it goes to list-query/request.
const noQuery = Promise.resolve({})

export const generateMetadata = requestPageMetadata

export default function Request({ params }: Pick<RequestPageProps, 'params'>) {
  return <RequestPage params={params} searchParams={noQuery} />
}
