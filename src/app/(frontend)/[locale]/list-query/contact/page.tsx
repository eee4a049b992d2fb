import { ContactPageWithForm, contactPageMetadata } from '@/enquiries/pages/ContactPage'

// /contact with a query (rewritten here by src/proxy.ts): a refused plain post back on its form, rendered per request.
export const dynamic = 'force-dynamic'

export const generateMetadata = contactPageMetadata

export default ContactPageWithForm
