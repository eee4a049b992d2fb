import { postRequestForm } from '@/requests/endpoints/form-post'

// The request form's plain post (no JavaScript): stored, then a redirect (src/requests/endpoints/form-post.ts).
export const dynamic = 'force-dynamic'

export function POST(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  return postRequestForm(request, params)
}
