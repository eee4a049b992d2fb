// The quote's PDF for its buyer, under the page's rules, never cached (src/quotes/buyer/pdf-route.ts).
export const dynamic = 'force-dynamic'

export { GET } from '@/quotes/buyer/pdf-route'
