import { AboutUsPage, aboutUsPageMetadata } from '@/site-shell/pages/AboutUsPage'

export const generateMetadata = aboutUsPageMetadata

export default AboutUsPage
