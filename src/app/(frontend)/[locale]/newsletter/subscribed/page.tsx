import { SubscribedPage, subscribedMetadata } from '@/enquiries/pages/SentPages'

export const generateMetadata = subscribedMetadata

export default SubscribedPage
