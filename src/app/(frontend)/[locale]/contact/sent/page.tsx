import { ContactSentPage, contactSentMetadata } from '@/enquiries/pages/SentPages'

export const generateMetadata = contactSentMetadata

export default ContactSentPage
