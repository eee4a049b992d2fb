import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'
import { guardGraphqlRequest } from '@/infrastructure/request-guard'

const graphqlPost = GRAPHQL_POST(config)

export async function POST(request: Request) {
  const checked = await guardGraphqlRequest(request)
  return checked instanceof Response ? checked : graphqlPost(checked as never)
}
export const OPTIONS = REST_OPTIONS(config)
