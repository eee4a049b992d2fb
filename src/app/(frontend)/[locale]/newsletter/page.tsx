import { NewsletterPage, newsletterPageMetadata } from '@/enquiries/pages/NewsletterPage'

// The plain newsletter page: rendered once per language. A refused sign-up's ?form= goes to list-query/newsletter.
export const generateMetadata = newsletterPageMetadata

export default NewsletterPage
