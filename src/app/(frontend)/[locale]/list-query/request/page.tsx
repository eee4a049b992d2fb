import { RequestPage, requestPageMetadata, type RequestPageProps } from '@/requests/pages/RequestPage'
import type { ReplacementsOf } from '@/shared/item-codes/replacements'

// /request with lines, a line to add or a refused form (rewritten here by src/proxy.ts): rendered per request.
export const dynamic = 'force-dynamic'

export const generateMetadata = requestPageMetadata

// TODO(merge): the colours domain's ranking (replacementsOf from src/colours/replacements.ts) once its branch is
// merged; until then a discontinued line says so and offers no replacement.
const replacementsOf: ReplacementsOf = async () => []

/** The request list with the colours domain's replacements for a line whose code is discontinued. */
export default function Page(props: RequestPageProps) {
  return <RequestPage {...props} replacementsOf={replacementsOf} />
}
