import { ColoursPage, coloursPageMetadata } from '@/colours/pages/ColoursPage'

// /colours with a colour or a family (rewritten here by src/proxy.ts): rendered per request from the cached list of shades.
export const dynamic = 'force-dynamic'

export const generateMetadata = coloursPageMetadata

export default ColoursPage
