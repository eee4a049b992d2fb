import { NewsletterPageWithForm, newsletterPageMetadata } from '@/enquiries/pages/NewsletterPage'

// /newsletter with a query (rewritten here by src/proxy.ts): a refused plain sign-up back on its form, rendered per request.
export const dynamic = 'force-dynamic'

export const generateMetadata = newsletterPageMetadata

export default NewsletterPageWithForm
