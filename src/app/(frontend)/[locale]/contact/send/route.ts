import { postContactForm } from '@/enquiries/endpoints/contact-form-post'

// The contact form's plain post (no JavaScript): stored, then a redirect (src/enquiries/endpoints/contact-form-post.ts).
export const dynamic = 'force-dynamic'

export function POST(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  return postContactForm(request, params)
}
