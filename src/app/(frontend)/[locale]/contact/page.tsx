import { ContactPage, contactPageMetadata } from '@/enquiries/pages/ContactPage'

export const generateMetadata = contactPageMetadata

export default ContactPage
