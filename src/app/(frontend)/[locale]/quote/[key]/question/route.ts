import { postQuestionForm } from '@/quotes/buyer/question-form-post'

// The buyer's question on the quote, a plain form post (src/quotes/buyer/question-form-post.ts).
export const dynamic = 'force-dynamic'

export function POST(request: Request, { params }: { params: Promise<{ locale: string; key: string }> }) {
  return postQuestionForm(request, params)
}
