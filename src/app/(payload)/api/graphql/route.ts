import { graphqlClosed } from '@/infrastructure/request-guard'

// GraphQL is off; these routes stay so that the path answers 403 rather than falling through to the REST handler.
export const GET = graphqlClosed
export const POST = graphqlClosed
export const PUT = graphqlClosed
export const PATCH = graphqlClosed
export const DELETE = graphqlClosed
export const OPTIONS = graphqlClosed
