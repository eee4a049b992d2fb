import type { ProductLook } from './generate/looks'
import type { MinimumOrderUnit } from '../shared/item-codes/availability'
/** Shapes of the demo content. The data files under ./data fill them; seed.ts writes them through Payload. */

/** A text in both site languages: English and Traditional Chinese (zh-Hant). */
export type Localized = { en: string; zh: string }

export type SeedCategory = {
  key: string
  name: Localized
  description: Localized
}

export type SeedItemCode = {
  itemCode: string
  /** The shade as #RRGGBB; also used to draw the item code's swatch image. */
  shadeHex: string
  composition: Localized
  threadType: Localized
  /** A denier (150D) is the same in both languages; a size in words is given in each. */
  denier: string | Localized
  length: Localized
  netWeight: Localized
  grossWeight: Localized
  countryOfOrigin: Localized
  otherInformation: Localized
  bleaching: Localized
  ironing: Localized
  washingTemperature: Localized
  otherTechnicalInfo: Localized
  /** How it can be ordered (issue 52.5); in stock when not given. */
  availability?: SeedAvailability
  minimumOrder?: { quantity: number; unit: MinimumOrderUnit }
}

/** A discontinued code is dated some months before the seed runs, and points to a close shade of its product. */
export type SeedAvailability =
  | { availability: 'made-to-order'; leadTimeWeeks: number }
  | { availability: 'limited'; note: Localized }
  | { availability: 'discontinued'; monthsAgo: number; replacement: string }

export type SeedProduct = {
  slug: string
  name: Localized
  description: Localized
  detailedDescription: Localized
  categoryKeys: string[]
  /** 2 to 4 #RRGGBB colours used to draw the product's images. */
  palette: string[]
  /** How its main picture shows it (neighbours in the catalogue differ); the motif of a couched close-up. */
  look: ProductLook
  motif?: Motif
  status: 'Active' | 'Inactive'
  /** 2 to 6 codes. */
  itemCodes: SeedItemCode[]
}

export type SeedGalleryCategory = { key: string; name: Localized }

export type Motif = 'floral' | 'geometric' | 'wave' | 'crane' | 'paisley' | 'lattice'

export type SeedGalleryItem = {
  slug: string
  name: Localized
  description: Localized
  categoryKeys: string[]
  palette: string[]
  motif: Motif
  status: 'Active' | 'Inactive'
} & (
  | {
      kind: 'pdf'
      /** Shades listed in the generated colour book PDF. */
      shades: { code: string; hex: string; name: string }[]
    }
  | {
      kind: 'project'
      detailedDescription: Localized
      projectDetails: Localized
      relatedProductSlugs: string[]
      /** How many generated images follow the primary one. */
      extraImages: number
      withVideo: boolean
      /** Optional YouTube or Vimeo link shown among the media. */
      embedUrl?: string
    }
)

export type SeedNewsItem = {
  slug: string
  title: Localized
  description: Localized
  /** Plain text; line breaks are kept on the page. */
  articleBody: Localized
  /** ISO date, e.g. 2026-10-03. */
  publishedAt: string
  isPinned: boolean
  status: 'Active' | 'Inactive'
  palette: string[]
  motif: Motif
  extraImages: number
}

type SeedTestimonial = { quote: Localized; author: Localized; role: Localized }

/** A generated picture: how it is drawn, and its description for visitors who cannot see it. */
export type SeedPicture = { look: ProductLook; motif?: Motif; palette: string[]; alt: Localized }

export type SeedSite = {
  /** The About page's pictures, by section. */
  aboutPictures: Record<'history' | 'metallicYarn' | 'sustainability' | 'community', SeedPicture>
  companyName: Localized
  /** The short name of the header, the titles and the admin. */
  brandName: Localized
  /** The letter drawn on the generated logo. */
  logoLetter: string
  foundingYear: number
  companyDescription: Localized
  address: Localized
  addressArea: Localized
  telephone: string
  infoEmail: string
  contactEmail: string
  businessHours: { days: Localized; hours: Localized }[]
  facebookUrl: string
  instagramUrl: string
  whatsappChatUrl: string
  wechatId: string
  mapEmbedUrl: string
  carousel: { altText: Localized; palette: string[]; motif: Motif }[]
  home: {
    heroHeadline: Localized
    heroSubheadline: Localized
    aboutTeaserTitle: Localized
    aboutTeaserBody: Localized
    testimonials: SeedTestimonial[]
    contactCtaTitle: Localized
    contactCtaBody: Localized
  }
  about: {
    history: { heading: Localized; body: Localized }
    metallicYarn: { heading: Localized; body: Localized }
    coreValues: { title: Localized; body: Localized }[]
    sustainability: { heading: Localized; body: Localized }
    community: { heading: Localized; body: Localized }
  }
}
