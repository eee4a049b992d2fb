import { isMedia, mediaPath } from '../media/media-url'
import type { GeneralSetting } from '../payload-types'

/** What the site says about the company, wherever it says it: header, titles, structured data, descriptions, admin. */
export type CompanyIdentity = {
  /** The short name of the header and the titles; empty on a site nobody has filled in yet. */
  brandName: string
  /** The legal name (footer, structured data); the brand name when left empty. */
  companyName: string
  /** The logo's 160 px square, else nothing: the mark then shows the brand's first letter. */
  logoUrl?: string
  /** The first letter of the brand name, for the round mark when there is no logo. */
  initial: string
  foundingYear?: number
  address?: string
  /** The district of the address ("San Po Kong, Kowloon"). */
  addressArea?: string
}

/** The company identity from the general settings, in the language they were read in. */
export function companyIdentity(settings: Pick<GeneralSetting, 'brandName' | 'companyName' | 'logo' | 'foundingYear' | 'address' | 'addressArea'>): CompanyIdentity {
  const brandName = settings.brandName?.trim() || settings.companyName?.trim() || ''
  const logo = isMedia(settings.logo) ? settings.logo : undefined
  return {
    brandName,
    companyName: settings.companyName?.trim() || brandName,
    logoUrl: logo ? mediaPath(logo.sizes?.thumbnail?.url ?? logo.url) : undefined,
    initial: Array.from(brandName)[0]?.toUpperCase() ?? '',
    foundingYear: settings.foundingYear ?? undefined,
    address: settings.address?.trim() || undefined,
    addressArea: settings.addressArea?.trim() || undefined,
  }
}

/** A policy's text as paragraphs: the administrator separates them with an empty line. */
export function policyParagraphs(text: string | null | undefined, fallback: readonly string[]): readonly string[] {
  const paragraphs = (text ?? '')
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
  return paragraphs.length > 0 ? paragraphs : fallback
}
