import { RequestSentPage, requestSentMetadata } from '@/requests/pages/RequestSentPage'

export const generateMetadata = requestSentMetadata

export default RequestSentPage
