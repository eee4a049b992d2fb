import { postNewsletterForm } from '@/enquiries/endpoints/newsletter-form-post'

// The newsletter sign-up's plain post (no JavaScript): stored, then a redirect (src/enquiries/endpoints/newsletter-form-post.ts).
export const dynamic = 'force-dynamic'

export function POST(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  return postNewsletterForm(request, params)
}
