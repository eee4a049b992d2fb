import { postAcceptForm } from '@/quotes/buyer/accept-form-post'

// The buyer's acceptance, a plain form post (src/quotes/buyer/accept-form-post.ts).
export const dynamic = 'force-dynamic'

export function POST(request: Request, { params }: { params: Promise<{ locale: string; key: string }> }) {
  return postAcceptForm(request, params)
}
