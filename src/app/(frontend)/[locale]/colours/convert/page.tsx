import { ConversionPage, conversionPageMetadata } from '@/colours/pages/ConversionPage'

// The shade conversion chart: rendered once per language, kept until a reference, an item code or a product is saved
// (its reads' tags; the colour finder's list of shades is read from memory).
export const generateMetadata = conversionPageMetadata

export default ConversionPage
