import { AboutUsPage, aboutUsPageMetadata } from '@/site-settings/pages/AboutUsPage'

export const generateMetadata = aboutUsPageMetadata

export default AboutUsPage
